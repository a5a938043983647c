/** A rate-limit rule: at most `limit` counted events per `windowSeconds` per key. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** One counter to take from: a rule and the id it is kept for (an account, an IP, a caller...). */
export type RateCheck = readonly [RateRule, string];

/** What reserve() took, so a caller can give it back (a successful sign-in is not a failure). */
export interface Reservation {
  release(): Promise<void>;
}

/** The message of a refusal: fixed, or made from the seconds until the refused counter frees up. */
export type Refusal = string | ((retryAfterSeconds: number) => string);

/** "a minute", "15 minutes", "an hour", "24 hours": the wait a refusal names, rounded up. */
export function waitText(seconds: number): string {
  if (seconds <= 60) return 'a minute';
  if (seconds < 3600) return `${Math.ceil(seconds / 60)} minutes`;
  const hours = Math.ceil(seconds / 3600);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}
