import { ConfigService } from '@nestjs/config';
import type { Request, Response } from 'express';
// The module object passport-jwt calls (a namespace import would be a copy that spying cannot reach).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
import jsonwebtoken = require('jsonwebtoken');
import passport, { type Strategy } from 'passport';
import { AppConfig } from '../../core/config/app-config';
import { SESSION_COOKIE } from './auth.constants';
import { JwtStrategy } from './jwt.strategy';
import { SessionClaims, SessionService } from './sessions/session.service';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';

/** Runs the strategy the way JwtAuthGuard does (a recently verified cookie without passport); the user, or false. */
function authenticate(strategy: JwtStrategy, cookie: string): Promise<unknown> {
  const req = { cookies: { [SESSION_COOKIE]: cookie }, headers: {} } as unknown as Request;
  return strategy.recentlyVerified(req) ?? throughPassport(strategy, req);
}

function throughPassport(strategy: JwtStrategy, req: Request): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const run = passport.authenticate(
      Object.create(strategy) as Strategy,
      { session: false },
      (err: Error | null, user: unknown) => (err ? reject(err) : resolve(user)),
    ) as (req: Request, res: Response, next: (err?: Error) => void) => void;
    run(req, {} as Response, (err) => (err ? reject(err) : resolve(false)));
  });
}

describe('JwtStrategy', () => {
  let live: Set<string>;
  let strategy: JwtStrategy;
  const sign = (claims: SessionClaims, expiresIn: number) =>
    jsonwebtoken.sign(claims, SECRET, { algorithm: 'HS256', expiresIn });
  const claims: SessionClaims = { sub: 'user-1', typ: 'student', sid: 'session-1' };

  beforeEach(() => {
    live = new Set(['session-1']);
    // The session store's answer: the user while the session lives (the real store is exercised by the e2e suites).
    const sessions = {
      resolve: (c: SessionClaims) => Promise.resolve(live.has(c.sid) ? { id: c.sub, sessionId: c.sid } : null),
    } as unknown as SessionService;
    const config = new ConfigService({ JWT_SECRET: SECRET });
    strategy = new JwtStrategy(config as unknown as AppConfig, sessions);
  });
  afterEach(() => jest.useRealTimers());

  it('checks a cookie’s signature once, then only its expiry and its session', async () => {
    const verify = jest.spyOn(jsonwebtoken, 'verify');
    const cookie = sign(claims, 3600);
    expect(await authenticate(strategy, cookie)).toEqual({ id: 'user-1', sessionId: 'session-1' });
    expect(await authenticate(strategy, cookie)).toEqual({ id: 'user-1', sessionId: 'session-1' });
    expect(verify).toHaveBeenCalledTimes(1);
    live.delete('session-1');
    expect(await authenticate(strategy, cookie)).toBe(false);
    verify.mockRestore();
  });

  it('refuses a remembered cookie once it has expired', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const cookie = sign(claims, 30);
    expect(await authenticate(strategy, cookie)).toEqual({ id: 'user-1', sessionId: 'session-1' });
    jest.setSystemTime(Date.now() + 31_000);
    expect(await authenticate(strategy, cookie)).toBe(false);
  });

  it('never remembers a forged or tampered cookie', async () => {
    const cookie = sign(claims, 3600);
    const forged = jsonwebtoken.sign(claims, 'another-secret-another-secret-another', { algorithm: 'HS256' });
    expect(await authenticate(strategy, forged)).toBe(false);
    expect(await authenticate(strategy, cookie)).toEqual({ id: 'user-1', sessionId: 'session-1' });
    expect(await authenticate(strategy, `${cookie.slice(0, -2)}xx`)).toBe(false);
  });
});
