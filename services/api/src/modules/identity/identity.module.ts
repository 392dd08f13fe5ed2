import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { GoogleAccountService } from './google/google-account.service';
import { GoogleAuthController } from './google/google-auth.controller';
import { GoogleSignInCodeService } from './google/google-sign-in-code.service';
import { GoogleSignInCodesRepository } from './google/google-sign-in-codes.repository';
import { AfterAnswer } from './after-answer';
import { DeviceCookie } from './device-cookie';
import { EmailConfirmationService } from './email-confirmation.service';
import { EmailConfirmationsRepository } from './email-confirmations.repository';
import { InitialSuperadmin } from './initial-superadmin';
import { GoogleStrategy } from './google/google.strategy';
import { IdentityController } from './identity.controller';
import { IdentityService } from './identity.service';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetsRepository } from './password-resets.repository';
import { SessionService } from './session.service';
import { SessionsRepository } from './sessions.repository';
import { SignInLimits } from './sign-in-limits';
import { UsersRepository } from './users.repository';

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [IdentityController, GoogleAuthController],
  providers: [
    IdentityService,
    SessionService,
    PasswordResetService,
    EmailConfirmationService,
    PasswordHasher,
    DeviceCookie,
    AfterAnswer,
    SignInLimits,
    GoogleStrategy,
    GoogleAccountService,
    GoogleSignInCodeService,
    InitialSuperadmin,
    UsersRepository,
    SessionsRepository,
    PasswordResetsRepository,
    EmailConfirmationsRepository,
    GoogleSignInCodesRepository,
  ],
  // UsersRepository is the one owner of the users table: the users module reaches it through here.
  exports: [PasswordResetService, PasswordHasher, InitialSuperadmin, UsersRepository, SessionService],
})
export class IdentityModule {}
