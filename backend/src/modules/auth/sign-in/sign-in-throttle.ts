import type { RateCheck } from '../../../core/rate-limit/rate-limit.types';
import { normalizeEmail } from '../../../core/validation/transforms';
import {
  LOGIN_PER_ACCOUNT_CLIENT,
  LOGIN_PER_ACCOUNT_TIERS,
  LOGIN_PER_IP,
  LOGIN_PER_KNOWN_CLIENT,
} from '../auth.constants';

/** The account an attempt counts against: the user's id, or for an unknown name the name as typed (normalized). */
export function attemptAccount(userId: string | undefined, login: string): string {
  return userId ? `user:${userId}` : `name:${normalizeEmail(login)}`;
}

/**
 * The counters one sign-in attempt takes from (see auth.constants.ts): from the account's known client only that
 * client's own counter; from any other client the IP's, the (account, IP) pair's and the account's widening windows.
 */
export function signInChecks(account: string, ip: string, knownClientId: string | null): RateCheck[] {
  if (knownClientId) return [[LOGIN_PER_KNOWN_CLIENT, `${account}:${knownClientId}`]];
  return [
    [LOGIN_PER_IP, ip],
    [LOGIN_PER_ACCOUNT_CLIENT, `${account}:${ip}`],
    ...LOGIN_PER_ACCOUNT_TIERS.map((rule): RateCheck => [rule, account]),
  ];
}

/** After a successful sign-in the owner's own earlier typos from this client are forgiven, nothing else. */
export function forgivenOnSuccess(checks: readonly RateCheck[], knownClientId: string | null): RateCheck {
  return checks[knownClientId ? 0 : 1];
}
