import { Module } from '@nestjs/common';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsQueryService } from './appointments-query.service';

@Module({ controllers: [AppointmentsController], providers: [AppointmentsQueryService] })
export class AppointmentsModule {}
