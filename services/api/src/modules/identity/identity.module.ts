import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { GoogleAccountService } from './google/google-account.service';
import { GoogleAuthController } from './google/google-auth.controller';
import { GoogleStrategy } from './google/google.strategy';
import { IdentityController } from './identity.controller';
import { IdentityService } from './identity.service';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { SessionService } from './session.service';

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [IdentityController, GoogleAuthController],
  providers: [IdentityService, SessionService, PasswordResetService, PasswordHasher, GoogleStrategy, GoogleAccountService],
  exports: [PasswordResetService, PasswordHasher],
})
export class IdentityModule {}
