import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Repository } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { SESSION_COOKIE } from './auth.constants';
import { User } from './entities/user.entity';
import type { SessionClaims } from './session.service';

/** Reads the session cookie and loads the user, so a deleted or suspended user loses access at once. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(ConfigService) config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([(req: Request) => req?.cookies?.[SESSION_COOKIE] ?? null]),
      secretOrKey: config.get('JWT_SECRET', { infer: true }),
      ignoreExpiration: false,
      algorithms: ['HS256'],
    });
  }

  async validate(claims: SessionClaims): Promise<User | false> {
    if (typeof claims?.sub !== 'string') return false;
    const user = await this.users.findOneBy({ id: claims.sub });
    if (!user || user.enrollmentStatus !== 'active') return false;
    return user;
  }
}
