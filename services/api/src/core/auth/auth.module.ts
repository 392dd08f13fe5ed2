import { Global, Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { REDIS_CONNECTION } from '../redis/redis';
import { AccessGuard } from './access.guard';
import { AccessPolicyVerifier } from './access-policy.verifier';
import { AccessStates } from './access-states';
import { AccessStatesRepository } from './access-states.repository';
import { RefreshCookie } from './refresh-cookie';
import { TokenService } from './token.service';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [
    TokenService,
    RefreshCookie,
    AccessPolicyVerifier,
    AccessStatesRepository,
    {
      provide: AccessStates,
      inject: [AccessStatesRepository, getDataSourceToken(), REDIS_CONNECTION, APP_CONFIG],
      useFactory: (repository: AccessStatesRepository, dataSource: DataSource, redis: Redis | null, config: AppConfig) =>
        new AccessStates(
          {
            // Outside any transaction: one statement, one round trip.
            user: async (id) => {
              const row = await repository.findUser(dataSource.manager, id);
              return row
                ? { role: row.role, companyId: row.company_id, tokenVersion: row.token_version, disabled: row.disabled, companySuspended: row.company_suspended }
                : null;
            },
            company: async (id) => (await repository.findCompany(dataSource.manager, id)) ?? null,
            session: async (id) => {
              const row = await repository.findSession(dataSource.manager, id);
              return row ? { userId: row.user_id, live: row.live } : null;
            },
          },
          redis && config.redisUrl ? { publisher: redis, url: config.redisUrl, prefix: config.redisKeyPrefix } : null,
        ),
    },
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [TokenService, RefreshCookie, AccessStates, AccessStatesRepository],
})
export class AuthModule {}
