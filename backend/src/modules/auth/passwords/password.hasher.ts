import { argon2id, hash, verify } from 'argon2';

/** argon2id with the library's recommended cost (64 MiB, 3 passes). Reuse this for every stored password. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { type: argon2id });
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `plain` matches `storedHash`. With no stored hash (unknown account) a dummy hash is still
 * verified, so the answer takes as long as for a real account.
 */
export async function verifyPassword(storedHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await (dummyHash ??= hashPassword('not-a-real-password')), plain).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}
