import { hash } from 'argon2';
import { randomBytes } from 'crypto';
import { DataSource } from 'typeorm';
import { User } from '../../src/modules/auth/entities/user.entity';

export const TEST_PASSWORD = 'correct-horse-battery';
let cachedHash: string | undefined;

/** Inserts a user straight into the database. Password is TEST_PASSWORD unless given. */
export async function createUser(ds: DataSource, overrides: Partial<User> & { password?: string } = {}): Promise<User> {
  const { password, ...fields } = overrides;
  const suffix = randomBytes(4).toString('hex');
  const passwordHash = password ? await hash(password) : (cachedHash ??= await hash(TEST_PASSWORD));
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
