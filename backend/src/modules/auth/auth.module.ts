import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createSecretKey } from 'crypto';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SESSION_STRATEGY } from '../../core/auth/session-strategy';
import { AppConfig } from '../../core/config/app-config';
import { AccountRecoveryService } from './account-recovery.service';
import { AdminUsersController } from './admin-users/admin-users.controller';
import { AdminUsersService } from './admin-users/admin-users.service';
import { AuthController } from './auth.controller';
import { User } from './entities/user.entity';
import { JwtStrategy } from './jwt.strategy';
import { AuthMails } from './mails/auth-mails';
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
    PassportModule,
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: AppConfig) => ({
        secretOrPrivateKey: createSecretKey(Buffer.from(config.get('JWT_SECRET', { infer: true }))),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController, SignInLinkController, AdminUsersController],
  providers: [
    UsersService,
    SessionStore,
    SessionService,
    JwtStrategy,
    { provide: SESSION_STRATEGY, useExisting: JwtStrategy },
    SignInService,
    SignInLinkService,
    AccountRecoveryService,
    AdminUsersService,
    AuthMails,
  ],
  exports: [UsersService, SessionService, SESSION_STRATEGY],
})
export class AuthModule {}
