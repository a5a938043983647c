import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createSecretKey } from 'crypto';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthPersonalData } from './auth.personal-data';
import { SESSION_AUTHENTICATOR } from '../../core/auth/session-authenticator';
import { AppConfig } from '../../core/config/app-config';
import { AccountRecoveryService } from './account-recovery.service';
import { AdminUsersController } from './admin-users/admin-users.controller';
import { AdminUsersService } from './admin-users/admin-users.service';
import { AuthController } from './auth.controller';
import { User } from './entities/user.entity';
import { AuthMails } from './mails/auth-mails';
import { SessionCache } from './sessions/session-cache';
import { SessionCookies } from './sessions/session-cookies';
import { SessionStore } from './sessions/session-store';
import { SessionService } from './sessions/session.service';
import { SignInLinkController } from './sign-in/sign-in-link.controller';
import { SignInLinkService } from './sign-in/sign-in-link.service';
import { SignInService } from './sign-in/sign-in.service';
import { UsersService } from './users.service';

/**
 * Users, sessions, sign-in and account recovery; owns the users table. Other modules use UsersService and
 * SessionService, never the User repository.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([User]),
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: AppConfig) => ({
        // A KeyObject: given a string, jsonwebtoken tries to read it as a PEM key on every call first.
        secret: createSecretKey(Buffer.from(config.get('JWT_SECRET', { infer: true }))),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController, SignInLinkController, AdminUsersController],
  providers: [
    UsersService,
    SessionCache,
    SessionStore,
    SessionCookies,
    SessionService,
    { provide: SESSION_AUTHENTICATOR, useExisting: SessionService },
    SignInService,
    SignInLinkService,
    AccountRecoveryService,
    AdminUsersService,
    AuthMails,
    AuthPersonalData,
  ],
  exports: [UsersService, SessionService, SESSION_AUTHENTICATOR, AuthPersonalData],
})
export class AuthModule {}
