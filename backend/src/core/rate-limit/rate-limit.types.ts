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
