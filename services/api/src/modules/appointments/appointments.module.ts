import { Module } from '@nestjs/common';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsQueryService } from './appointments-query.service';
import { AppointmentsService } from './appointments.service';

@Module({ controllers: [AppointmentsController], providers: [AppointmentsQueryService, AppointmentsService] })
export class AppointmentsModule {}
