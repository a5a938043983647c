import type { RateCheck } from '../../../core/rate-limit/rate-limit.types';
import { attemptAccount, forgivenOnSuccess, signInChecks } from './sign-in-throttle';

/**
 * The sign-in throttles as a policy: which counters an attempt takes from, and what an attacker and the owner each
 * get out of them. The counting itself (atomic, in Redis) is the rate-limit service's; here a plain tally stands in
 * for it, with every window still open.
 */
class Tally {
  private counts = new Map<string, number>();

  /** One attempt: refused (nothing counted) when a counter is at its limit, else counted on each. */
  attempt(checks: RateCheck[]): boolean {
    if (checks.some(([rule, key]) => (this.counts.get(`${rule.name}|${key}`) ?? 0) >= rule.limit)) return false;
    for (const [rule, key] of checks)
      this.counts.set(`${rule.name}|${key}`, (this.counts.get(`${rule.name}|${key}`) ?? 0) + 1);
    return true;
  }

  reset([rule, key]: RateCheck): void {
    this.counts.delete(`${rule.name}|${key}`);
  }
}

const names = (checks: RateCheck[]) => checks.map(([rule, key]) => `${rule.name} ${key}`);

describe('sign-in throttling', () => {
  it('counts an attempt against the user, or against the name typed when no user has it', () => {
    expect(attemptAccount('42', 'Ann@Example.com')).toBe('user:42');
    expect(attemptAccount(undefined, '  Ann@Example.COM ')).toBe('name:ann@example.com');
  });

  it('from an unknown client: the IP, the account from that IP, and the account in 5 min, 1 h and 1 day windows', () => {
    expect(names(signInChecks('user:42', '10.0.0.1', null))).toEqual([
      'login-ip 10.0.0.1',
      'login-account-client user:42:10.0.0.1',
      'login-account-5m user:42',
      'login-account-1h user:42',
      'login-account-1d user:42',
    ]);
  });

  it("from the account's known client: only that client's own counter", () => {
    expect(names(signInChecks('user:42', '10.0.0.1', 'c7'))).toEqual(['login-known-client user:42:c7']);
  });

  it('a success forgives the typos of this client on this account, not the IP nor the account counters', () => {
    const unknown = signInChecks('user:42', '10.0.0.1', null);
    expect(names([forgivenOnSuccess(unknown, null)])).toEqual(['login-account-client user:42:10.0.0.1']);
    const known = signInChecks('user:42', '10.0.0.1', 'c7');
    expect(names([forgivenOnSuccess(known, 'c7')])).toEqual(['login-known-client user:42:c7']);
  });

  it('an attacker from one IP gets 5 guesses at an account, then waits', () => {
    const tally = new Tally();
    const results = Array.from({ length: 7 }, () => tally.attempt(signInChecks('user:42', '10.0.0.1', null)));
    expect(results).toEqual([true, true, true, true, true, false, false]);
  });

  it('guesses from many IPs at one account slow down by the account windows (5 in 5 min, 15 in 1 h, 40 a day)', () => {
    const tally = new Tally();
    let allowed = 0;
    for (let ip = 0; ip < 100; ip++) if (tally.attempt(signInChecks('user:42', `10.0.1.${ip}`, null))) allowed++;
    // Every window is open in this tally: the 5-minute window is the first to refuse.
    expect(allowed).toBe(5);
  });

  it("the owner's known client signs in while an attacker has locked the account out elsewhere", () => {
    const tally = new Tally();
    for (let ip = 0; ip < 50; ip++) tally.attempt(signInChecks('user:42', `10.0.2.${ip}`, null));
    expect(tally.attempt(signInChecks('user:42', '10.0.3.1', null))).toBe(false);
    expect(tally.attempt(signInChecks('user:42', '10.0.3.1', 'owner-laptop'))).toBe(true);
  });

  it("the owner's own typos from a known client are limited to 10, and a success starts them afresh", () => {
    const tally = new Tally();
    const checks = signInChecks('user:42', '10.0.0.1', 'c7');
    const typos = Array.from({ length: 11 }, () => tally.attempt(checks));
    expect(typos.filter(Boolean)).toHaveLength(10);
    tally.reset(forgivenOnSuccess(checks, 'c7'));
    expect(tally.attempt(checks)).toBe(true);
  });

  it('one IP is refused after 100 attempts whatever accounts it tries', () => {
    const tally = new Tally();
    let allowed = 0;
    for (let n = 0; n < 120; n++) if (tally.attempt(signInChecks(`name:user${n}`, '10.0.0.9', null))) allowed++;
    expect(allowed).toBe(100);
  });
});
