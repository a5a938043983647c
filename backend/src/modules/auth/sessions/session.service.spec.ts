import { ServiceUnavailableException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey } from 'crypto';
import type { CacheBus } from '../../../core/cache/cache-bus';
import type { AppConfig } from '../../../core/config/app-config';
import { SESSION_COOKIE } from '../auth.constants';
import type { User } from '../entities/user.entity';
import type { SignInLinkService } from '../sign-in/sign-in-link.service';
import type { SignInService } from '../sign-in/sign-in.service';
import type { UsersService } from '../users.service';
import { SessionCache } from './session-cache';
import { CookieReply, SessionCookies } from './session-cookies';
import type { SessionStore } from './session-store';
import { SessionService } from './session.service';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
const jwtFor = (secret: string) =>
  new JwtService({ secret: createSecretKey(Buffer.from(secret)), signOptions: { algorithm: 'HS256' } });

/** The account as a session user carries it (no password hash). */
const PROFILE = {
  id: 'user-1',
  username: 'jane',
  email: 'jane@example.test',
  firstName: 'Jane',
  lastName: null,
  userType: 'student',
  enrollmentStatus: 'active',
  enrolledAt: null,
  lastLoginAt: null,
  createdAt: new Date('2026-01-02T03:04:05Z'),
} as const;
const student = (over: Partial<User> = {}): User => ({ ...PROFILE, passwordHash: '$argon2id$secret', ...over }) as User;

describe('SessionService.authenticate', () => {
  let live: Map<string, string>;
  let users: Map<string, User>;
  let touch: jest.Mock;
  let findById: jest.Mock;
  let jwt: JwtService;
  let cache: SessionCache;
  let sessions: SessionService;
  const request = (cookie?: string) => ({ cookies: cookie === undefined ? {} : { [SESSION_COOKIE]: cookie } });
  const cookieFor = (claims: object, expiresIn = 3600, signer = jwt) => signer.sign(claims, { expiresIn });

  beforeEach(() => {
    live = new Map([['sid-1', 'user-1']]);
    users = new Map([['user-1', student()]]);
    // The Redis record's answer (the real store runs in the e2e suites, e.g. test/security/accounts.e2e-spec.ts).
    touch = jest.fn((sid: string, uid: string) => Promise.resolve(live.get(sid) === uid));
    findById = jest.fn((id: string) => Promise.resolve(users.get(id) ?? null));
    const store = { touch, open: () => Promise.resolve('sid-1') } as unknown as SessionStore;
    const bus = { subscribe: () => undefined, publish: () => Promise.resolve() } as unknown as CacheBus;
    const config = new ConfigService({ NODE_ENV: 'test', APP_URL: 'http://localhost' }) as unknown as AppConfig;
    jwt = jwtFor(SECRET);
    cache = new SessionCache(bus);
    sessions = new SessionService(
      jwt,
      store,
      cache,
      { findById } as unknown as UsersService,
      new SessionCookies(config),
      {} as SignInService, // signing in is covered by test/e2e/auth.e2e-spec.ts
      {} as SignInLinkService,
    );
  });

  it('answers null without a session cookie, and asks nobody', async () => {
    expect(await sessions.authenticate(request())).toBeNull();
    expect(await sessions.authenticate({})).toBeNull();
    expect(touch).not.toHaveBeenCalled();
  });

  it('checks the signature, the session record and the account once, then answers from the cache', async () => {
    const cookie = await sessions.open({ id: 'user-1', userType: 'student' });
    const verify = jest.spyOn(jwt, 'verify');
    const first = await sessions.authenticate(request(cookie));
    expect(first).toEqual({ ...PROFILE, sessionId: 'sid-1' });
    expect(await sessions.authenticate(request(cookie))).toBe(first);
    expect([verify.mock.calls.length, touch.mock.calls.length, findById.mock.calls.length]).toEqual([1, 1, 1]);
    expect(touch).toHaveBeenCalledWith('sid-1', 'user-1');
  });

  it('refuses a forged, tampered, expired or incomplete cookie before asking the store', async () => {
    const claims = { sub: 'user-1', typ: 'student', sid: 'sid-1' };
    const good = cookieFor(claims);
    expect(await sessions.authenticate(request(cookieFor(claims, 3600, jwtFor(`${SECRET}-other`))))).toBeNull();
    expect(await sessions.authenticate(request(`${good.slice(0, -2)}xx`))).toBeNull();
    expect(await sessions.authenticate(request(cookieFor(claims, -10)))).toBeNull();
    expect(await sessions.authenticate(request(cookieFor({ sub: 'user-1', typ: 'student' })))).toBeNull();
    expect(await sessions.authenticate(request('not.a.jwt'))).toBeNull();
    expect(touch).not.toHaveBeenCalled();
  });

  it('refuses an ended session, and forgets it at once when it ends', async () => {
    const cookie = cookieFor({ sub: 'user-1', typ: 'student', sid: 'sid-1' });
    users.set('user-2', student({ id: 'user-2' }));
    // Someone else's session record never signs this user in.
    expect(await sessions.authenticate(request(cookieFor({ sub: 'user-2', typ: 'student', sid: 'sid-1' })))).toBeNull();
    expect(await sessions.authenticate(request(cookie))).not.toBeNull();
    live.delete('sid-1');
    await cache.sessionEnded('sid-1');
    expect(await sessions.authenticate(request(cookie))).toBeNull();
  });

  it('reads the user again once the user changed, and refuses an account that is not active', async () => {
    const cookie = cookieFor({ sub: 'user-1', typ: 'student', sid: 'sid-1' });
    expect((await sessions.authenticate(request(cookie)))?.firstName).toBe('Jane');
    users.set('user-1', student({ firstName: 'Renamed' }));
    await cache.userChanged('user-1');
    expect((await sessions.authenticate(request(cookie)))?.firstName).toBe('Renamed');
    users.set('user-1', student({ enrollmentStatus: 'suspended' }));
    await cache.userChanged('user-1');
    expect(await sessions.authenticate(request(cookie))).toBeNull();
    users.delete('user-1');
    expect(await sessions.authenticate(request(cookie))).toBeNull();
  });

  it('answers 503 when the session store cannot be reached', async () => {
    touch.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const cookie = cookieFor({ sub: 'user-1', typ: 'student', sid: 'sid-1' });
    await expect(sessions.authenticate(request(cookie))).rejects.toBeInstanceOf(ServiceUnavailableException);
  });
});

describe('SessionCache', () => {
  const bus = { subscribe: () => undefined, publish: () => Promise.resolve() } as unknown as CacheBus;
  const user = { id: 'user-1', sessionId: 'sid-1' } as Parameters<SessionCache['set']>[1];

  it('never keeps a cookie past its own expiry', () => {
    const cache = new SessionCache(bus);
    cache.set('expired', user, Date.now() - 1);
    cache.set('valid', user, Date.now() + 60_000);
    expect([cache.get('expired'), cache.get('valid')]).toEqual([undefined, user]);
  });

  it('tells the other replicas what changed, and forgets what they tell it', async () => {
    let deliver: (message: string) => void = () => undefined;
    const published: string[] = [];
    const cache = new SessionCache({
      subscribe: (_topic: string, listener: (message: string) => void) => (deliver = listener),
      publish: (_topic: string, message: string) => Promise.resolve(void published.push(message)),
    } as unknown as CacheBus);
    await cache.userChanged('user-9');
    expect(published).toEqual(['user:user-9']);
    cache.set('cookie', user, Date.now() + 60_000);
    deliver('sid:sid-1'); // another replica ended this session
    expect(cache.get('cookie')).toBeUndefined();
  });
});

describe('SessionCookies', () => {
  const written = (appUrl: string, nodeEnv = 'test') => {
    const calls: Array<[string, string, Record<string, unknown>]> = [];
    const reply = {
      setCookie: (name: string, value: string, options: Record<string, unknown>) => calls.push([name, value, options]),
      clearCookie: (name: string, options: Record<string, unknown>) => calls.push([name, '', options]),
    } as unknown as CookieReply;
    const config = new ConfigService({ NODE_ENV: nodeEnv, APP_URL: appUrl }) as unknown as AppConfig;
    const cookies = new SessionCookies(config);
    cookies.signedIn(reply, 'the-session', 'the-client');
    cookies.signedOut(reply);
    return calls;
  };

  it('sets an httpOnly, SameSite=Lax session cookie for 7 days and a known-client cookie for a year', () => {
    const [session, known, cleared] = written('http://localhost');
    const base = { httpOnly: true, sameSite: 'lax', secure: false, path: '/' };
    expect(session).toEqual(['session', 'the-session', { ...base, maxAge: 604800, expires: expect.any(Date) }]);
    expect(known).toEqual(['known_client', 'the-client', { ...base, maxAge: 31536000, expires: expect.any(Date) }]);
    expect(cleared).toEqual(['session', '', base]);
  });

  it('marks the cookies Secure over https and in production', () => {
    expect(written('https://academy.example.test').every(([, , o]) => o.secure === true)).toBe(true);
    expect(written('http://localhost', 'production').every(([, , o]) => o.secure === true)).toBe(true);
  });
});
