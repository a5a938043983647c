import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../../core/config/app-config';
import {
  KNOWN_CLIENT_COOKIE,
  KNOWN_CLIENT_TTL_SECONDS,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_COOKIE,
} from '../auth.constants';

/** The request and the reply as the cookie plug-in (@fastify/cookie) sees them. */
export type CookieRequest = Pick<FastifyRequest, 'cookies'>;
export type CookieReply = Pick<FastifyReply, 'setCookie' | 'clearCookie'>;

/**
 * Every cookie the auth module writes: the session cookie (httpOnly, SameSite=Lax, 7 days) and the known-client
 * cookie of a sign-in (a year). Secure whenever the site is served over https, and always in production.
 */
@Injectable()
export class SessionCookies {
  private readonly options: CookieSerializeOptions;

  constructor(@Inject(ConfigService) config: AppConfig) {
    const secure =
      config.get('NODE_ENV', { infer: true }) === 'production' ||
      config.get('APP_URL', { infer: true }).startsWith('https:');
    this.options = { httpOnly: true, sameSite: 'lax', secure, path: '/' };
  }

  /** The known-client cookie the browser sent with a sign-in, if any. */
  knownClient(req: CookieRequest): string | undefined {
    return req.cookies?.[KNOWN_CLIENT_COOKIE];
  }

  signedIn(res: CookieReply, session: string, knownClient: string): void {
    res.setCookie(SESSION_COOKIE, session, this.lasting(SESSION_ABSOLUTE_SECONDS));
    res.setCookie(KNOWN_CLIENT_COOKIE, knownClient, this.lasting(KNOWN_CLIENT_TTL_SECONDS));
  }

  signedOut(res: CookieReply): void {
    res.clearCookie(SESSION_COOKIE, this.options);
  }

  /** Max-Age for current browsers, Expires for old ones. */
  private lasting(seconds: number): CookieSerializeOptions {
    return { ...this.options, maxAge: seconds, expires: new Date(Date.now() + seconds * 1000) };
  }
}
