import { Module } from '@nestjs/common';
import { LiveUpdatesOnChanges } from './live-updates.listener';

/** Live updates of the staff's screens: domain events passed on to GET /api/events. */
@Module({ providers: [LiveUpdatesOnChanges] })
export class LiveUpdatesModule {}
