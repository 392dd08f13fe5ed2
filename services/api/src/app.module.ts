import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { AppConfig } from './core/config/app-config';
import { ConfigModule } from './core/config/config.module';
import type { DatabaseConnection } from './core/database/database-connection';
import { DatabaseModule } from './core/database/database.module';
import { EventsModule } from './core/events/events.module';
import { ApiExceptionFilter } from './core/http/api-exception.filter';
import { JobsModule } from './core/jobs/jobs.module';
import { loggerModule } from './core/logging/logger.module';
import { RuntimeConfigController } from './core/web/runtime-config.controller';
import { RemoteUrlsSource } from './core/web/remote-urls';
import { AuditModule } from './core/audit/audit.module';
import { ApiDocsModule } from './core/api-docs/api-docs.module';
import { QueueAdminModule } from './core/jobs/queue-admin.module';
import { AuthModule } from './core/auth/auth.module';
import { MailModule } from './core/mail/mail.module';
import { ClockModule } from './core/clock/clock';
import { DevClockModule } from './core/clock/dev-clock';
import { RealtimeModule } from './core/realtime/realtime.module';
import { SecurityModule } from './core/security/security.module';
import { TenancyModule } from './core/tenancy/tenancy.module';
import { AppointmentsModule } from './modules/appointments/appointments.module';
import { BookingRequestsModule } from './modules/booking-requests/booking-requests.module';
import { OnlineBookingModule } from './modules/online-booking/online-booking.module';
import { CompaniesModule } from './modules/companies/companies.module';
import { ConflictsModule } from './modules/conflicts/conflicts.module';
import { CustomersModule } from './modules/customers/customers.module';
import { PetsModule } from './modules/pets/pets.module';
import { GroomersModule } from './modules/groomers/groomers.module';
import { CustomerGroupsModule } from './modules/groups/customer-groups.module';
import { DemoDataModule } from './modules/demo-data/demo-data.module';
import { FastEntryModule } from './modules/fast-entry/fast-entry.module';
import { TextBookingsModule } from './modules/text-bookings/text-bookings.module';
import { HealthModule } from './modules/health/health.module';
import { MetricsModule } from './core/metrics/metrics.module';
import { IdentityModule } from './modules/identity/identity.module';
import { ReportsModule } from './modules/reports/reports.module';
import { ServicesModule } from './modules/services/services.module';
import { SchedulesModule } from './modules/schedules/schedules.module';
import { LiveUpdatesModule } from './modules/live-updates/live-updates.module';
import { SmsModule } from './modules/sms/sms.module';
import { CampaignsModule } from './modules/campaigns/campaigns.module';
import { UsersModule } from './modules/users/users.module';

/** The platform modules every process needs, then the domain modules. */
export function platformImports(config: AppConfig, database: DatabaseConnection) {
  return [
    ConfigModule.forConfig(config),
    loggerModule(config),
    DatabaseModule.forConnection(database),
    EventsModule,
    JobsModule.forRoot(config.redisUrl, config.redisKeyPrefix),
    TenancyModule,
    AuthModule,
    SecurityModule,
    MailModule,
    ClockModule,
    DevClockModule,
    RealtimeModule,
  ];
}

/** Domain modules: each owns its controllers, services and job handlers. */
export const DOMAIN_MODULES = [
  HealthModule,
  IdentityModule,
  CompaniesModule,
  UsersModule,
  DemoDataModule,
  CustomersModule,
  PetsModule,
  ServicesModule,
  GroomersModule,
  SchedulesModule,
  LiveUpdatesModule,
  ConflictsModule,
  AppointmentsModule,
  ReportsModule,
  SmsModule,
  CustomerGroupsModule,
  CampaignsModule,
  FastEntryModule,
  TextBookingsModule,
  BookingRequestsModule,
  OnlineBookingModule,
];

@Module({})
export class AppModule {
  static register(config: AppConfig, database: DatabaseConnection): DynamicModule {
    return {
      module: AppModule,
      // The audit log of acting is written after HTTP answers, and requests are timed: the API's alone.
      imports: [...platformImports(config, database), AuditModule, MetricsModule, ...DOMAIN_MODULES, QueueAdminModule, ApiDocsModule],
      controllers: [RuntimeConfigController],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }, RemoteUrlsSource],
    };
  }
}
