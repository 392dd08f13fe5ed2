import { Module } from '@nestjs/common';
import { AppointmentStatusRepository } from '../appointments/appointment-status.repository';
import { AppointmentLinks } from './appointment-links.service';
import { AppointmentLinksRepository } from './appointment-links.repository';
import { CustomerStatusChanges } from './customer-status-changes.service';

/**
 * The customers' links to their own appointments (issued for texts, resolved by the
 * /my-appointment page) and the status moves a customer makes themselves. It imports no
 * domain module, so the SMS module (reminders, replies) and online booking can both use it;
 * the status history is written through the appointments' own status repository.
 */
@Module({
  providers: [AppointmentLinks, AppointmentLinksRepository, CustomerStatusChanges, AppointmentStatusRepository],
  exports: [AppointmentLinks, CustomerStatusChanges],
})
export class AppointmentLinksModule {}
