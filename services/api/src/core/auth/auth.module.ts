import { Global, Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { AccessGuard } from './access.guard';
import { AccessPolicyVerifier } from './access-policy.verifier';
import { RefreshCookie } from './refresh-cookie';
import { TokenService } from './token.service';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [TokenService, RefreshCookie, AccessPolicyVerifier, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [TokenService, RefreshCookie],
})
export class AuthModule {}
