import { Module } from '@nestjs/common';
import { AppointmentsRepository } from './appointments/appointments.repository';
import { CustomersRepository } from './customers/customers.repository';
import { GroomersRepository } from './groomers/groomers.repository';
import { CustomerGroupsRepository } from './groups/customer-groups.repository';

/**
 * The owners of the customers, groomers and appointments tables, in one module of their
 * own. They depend on nothing (each call gets its transaction's manager), so any domain
 * module may import them: a customer delete removes appointments, a groomer delete asks
 * whether any are booked, conflicts read them, demo data fills all three, and the modules
 * behind those still import each other without a cycle.
 */
@Module({
  providers: [CustomersRepository, GroomersRepository, AppointmentsRepository, CustomerGroupsRepository],
  exports: [CustomersRepository, GroomersRepository, AppointmentsRepository, CustomerGroupsRepository],
})
export class DomainRepositoriesModule {}
