import { Global, Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { AccessGuard } from './access.guard';
import { AccessPolicyVerifier } from './access-policy.verifier';
import { TokenService } from './token.service';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [TokenService, AccessPolicyVerifier, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [TokenService],
})
export class AuthModule {}
