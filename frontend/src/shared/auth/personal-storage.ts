/**
 * This browser's local storage for one signed-in person (an analysis in progress, ...). Every such key is
 * `person:<user id>:<name>`, so signing out removes all of that person's data at once and the next person at a
 * shared computer finds none of it. A visitor's data (no account) is not personal in this sense.
 */
const PREFIX = 'person:';

export const personalKey = (userId: string, name: string) => `${PREFIX}${userId}:${name}`;

/** Removes everything this browser keeps for `userId` (called on sign-out). */
export function forgetPerson(userId: string): void {
  try {
    const mine = `${PREFIX}${userId}:`;
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(mine)) localStorage.removeItem(key);
    }
  } catch {
    // storage blocked: nothing was kept
  }
}
