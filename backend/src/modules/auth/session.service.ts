import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { Response } from 'express';
import { AppConfig } from '../../core/config/app-config';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from './auth.constants';
import { User } from './entities/user.entity';

export interface SessionClaims {
  sub: string;
  typ: User['userType'];
}

/** Issues and clears the session: a signed JWT in an httpOnly, SameSite=Lax cookie. */
@Injectable()
export class SessionService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {}

  sign(user: Pick<User, 'id' | 'userType'>): string {
    const claims: SessionClaims = { sub: user.id, typ: user.userType };
    return this.jwt.sign(claims, { expiresIn: SESSION_TTL_SECONDS });
  }

  private cookieOptions() {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.get('NODE_ENV', { infer: true }) === 'production',
      path: '/',
    };
  }

  start(res: Response, user: Pick<User, 'id' | 'userType'>): void {
    res.cookie(SESSION_COOKIE, this.sign(user), { ...this.cookieOptions(), maxAge: SESSION_TTL_SECONDS * 1000 });
  }

  end(res: Response): void {
    res.clearCookie(SESSION_COOKIE, this.cookieOptions());
  }
}
