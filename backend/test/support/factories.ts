import { hash } from 'argon2';
import { randomBytes } from 'crypto';
import { DataSource } from 'typeorm';
import { User } from '../../src/modules/auth/entities/user.entity';

export const TEST_PASSWORD = 'correct-horse-battery';
/**
 * One argon2 hash per password for the whole process: a hash costs ~0.25 s of CPU, and the browser tests' stack
 * creates hundreds of users with the same password. Each hash still verifies only its own password.
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hash(password);
    hashes.set(password, hashed);
    void hashed.catch(() => hashes.delete(password));
  }
  return hashed;
};

/** Inserts a user straight into the database. Password is TEST_PASSWORD unless given. */
export async function createUser(ds: DataSource, overrides: Partial<User> & { password?: string } = {}): Promise<User> {
  const { password, ...fields } = overrides;
  const suffix = randomBytes(4).toString('hex');
  const passwordHash = await hashOnce(password ?? TEST_PASSWORD);
  return ds.getRepository(User).save(
    ds.getRepository(User).create({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.test`,
      firstName: 'Test',
      lastName: 'User',
      userType: 'student',
      enrollmentStatus: 'active',
      passwordHash,
      ...fields,
    }),
  );
}

export const createAdmin = (ds: DataSource, overrides: Partial<User> & { password?: string } = {}) =>
  createUser(ds, { userType: 'admin', ...overrides });
