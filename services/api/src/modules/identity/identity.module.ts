import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { GoogleAccountService } from './google/google-account.service';
import { GoogleAuthController } from './google/google-auth.controller';
import { GoogleSignInCodeService } from './google/google-sign-in-code.service';
import { EmailConfirmationService } from './email-confirmation.service';
import { InitialSuperadmin } from './initial-superadmin';
import { GoogleStrategy } from './google/google.strategy';
import { IdentityController } from './identity.controller';
import { IdentityService } from './identity.service';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { SessionService } from './session.service';

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [IdentityController, GoogleAuthController],
  providers: [
    IdentityService,
    SessionService,
    PasswordResetService,
    EmailConfirmationService,
    PasswordHasher,
    GoogleStrategy,
    GoogleAccountService,
    GoogleSignInCodeService,
    InitialSuperadmin,
  ],
  exports: [PasswordResetService, PasswordHasher, InitialSuperadmin],
})
export class IdentityModule {}
