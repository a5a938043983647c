import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'crypto';
import { EntityManager, In, IsNull, MoreThan, Not, QueryFailedError, Repository } from 'typeorm';
import type { EnrollmentStatus, UserType } from '../../core/auth/session-user';
import { MailService } from '../../core/mail/mail.service';
import { normalizeEmail } from '../../core/validation/transforms';
import { MAIL_KINDS, MESSAGES } from './auth.constants';
import { User } from './entities/user.entity';
import { hashPassword } from './passwords/password.hasher';
import { SessionCache } from './sessions/session-cache';
import { SessionStore } from './sessions/session-store';

export interface NewUser {
  username: string;
  email: string | null;
  /** Plain password, hashed here; null creates an account nobody can sign in to until a password is set. */
  password: string | null;
  firstName?: string | null;
  lastName?: string | null;
  userType?: UserType;
  enrollmentStatus?: EnrollmentStatus;
  enrolledAt?: Date | null;
  thinkificUserId?: string | null;
}

/** What an admin may change on a user (the password goes through setPassword). */
export type UserChanges = Partial<
  Pick<User, 'username' | 'email' | 'firstName' | 'lastName' | 'userType' | 'enrollmentStatus'>
>;
/** Sees the locked user row and the locked active admins' ids before a change; refuses by throwing. */
export type UserGuard = (user: User, activeAdminIds: string[]) => void;

/** Stored instead of a hash for accounts that have no password yet: argon2 never produces it, so it never verifies. */
const NO_PASSWORD = '!no-password';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The users table belongs here. Every other part of the backend, the admin's user screens included, creates, finds,
 * changes and deletes users through this service: one hashing call, one e-mail rule (trimmed, lower-case, unique
 * without regard to case by the citext column), and session revocation whenever what a session may do changes.
 */
/** A new password voids every pending link that could sign in or set a password without it. */
const VOID_LINKS = {
  passwordResetToken: null,
  passwordResetExpires: null,
  signInLinkToken: null,
  signInLinkExpires: null,
} as const;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionStore,
    private readonly sessionCache: SessionCache,
    private readonly mail: MailService,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByIds(ids: string[]): Promise<User[]> {
    return this.users.findBy({ id: In(ids) });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  findByThinkificId(thinkificUserId: string): Promise<User | null> {
    return this.users.findOneBy({ thinkificUserId });
  }

  /** Sign-in lookup: the username first, else the e-mail address (both without regard to case). */
  async findByLogin(identifier: string): Promise<User | null> {
    const value = identifier.trim();
    const found = await this.users.find({ where: [{ username: value }, { email: normalizeEmail(value) }], take: 2 });
    return found.find((u) => u.username.toLowerCase() === value.toLowerCase()) ?? found[0] ?? null;
  }

  count(): Promise<number> {
    return this.users.count();
  }

  async usernameExists(username: string): Promise<boolean> {
    return this.users.exists({ where: { username } });
  }

  /** Creates a user; a taken username or e-mail answers 409 with a clear message (the unique indexes decide). */
  async create(input: NewUser, em?: EntityManager): Promise<User> {
    const repo = em ? em.getRepository(User) : this.users;
    const user = repo.create({
      username: input.username.trim(),
      email: input.email ? normalizeEmail(input.email) : null,
      passwordHash: input.password === null ? NO_PASSWORD : await hashPassword(input.password),
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      userType: input.userType ?? 'student',
      enrollmentStatus: input.enrollmentStatus ?? 'active',
      enrolledAt: input.enrolledAt ?? null,
      thinkificUserId: input.thinkificUserId ?? null,
    });
    try {
      return await repo.save(user);
    } catch (err) {
      throw uniqueConflict(err) ?? err;
    }
  }

  /**
   * Sets a new password (the caller has checked the policy against the account's names), voids any pending reset,
   * set-password or sign-in link, and ends every session of the user (on every replica).
   */
  async setPassword(userId: string, plain: string): Promise<void> {
    await this.users.update({ id: userId }, { passwordHash: await hashPassword(plain), ...VOID_LINKS });
    await this.sessions.endAll(userId);
  }

  /** A new single-use token for a reset or set-password link; only its hash is stored. Returns the token. */
  async issuePasswordToken(userId: string, ttlMs: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.users.update(
      { id: userId },
      { passwordResetToken: sha256(token), passwordResetExpires: new Date(Date.now() + ttlMs) },
    );
    return token;
  }

  /** The user holding an unexpired reset or set-password token (by its hash), if any. */
  findByPasswordToken(tokenHash: string): Promise<User | null> {
    return this.users.findOneBy({ passwordResetToken: tokenHash, passwordResetExpires: MoreThan(new Date()) });
  }

  /**
   * Uses a reset or set-password token: sets the password if the token is known and unexpired, consuming it
   * atomically (of two concurrent uses only one wins). Returns the user, or null when the token is not valid.
   */
  async usePasswordToken(token: string, newPassword: string): Promise<User | null> {
    const tokenHash = sha256(token);
    const user = await this.findByPasswordToken(tokenHash);
    if (!user) return null;
    const result = await this.users.update(
      { id: user.id, passwordResetToken: tokenHash, passwordResetExpires: Not(IsNull()) },
      { passwordHash: await hashPassword(newPassword), ...VOID_LINKS },
    );
    if (!result.affected) return null;
    await this.sessions.endAll(user.id);
    return user;
  }

  /** A new single-use sign-in link token (replacing any earlier one); only its hash is stored. Returns the token. */
  async issueSignInToken(userId: string, ttlMs: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.users.update(
      { id: userId },
      { signInLinkToken: sha256(token), signInLinkExpires: new Date(Date.now() + ttlMs) },
    );
    return token;
  }

  /**
   * Spends a sign-in link token in one statement (of two concurrent uses only one wins): the id of the active
   * account that held it unexpired, or null.
   */
  async useSignInToken(token: string): Promise<string | null> {
    const result = await this.users
      .createQueryBuilder()
      .update()
      .set({ signInLinkToken: null, signInLinkExpires: null })
      .where({ signInLinkToken: sha256(token), signInLinkExpires: MoreThan(new Date()), enrollmentStatus: 'active' })
      .returning(['id'])
      .execute();
    const rows = result.raw as Array<{ id: string }>;
    return rows[0]?.id ?? null;
  }

  async recordSignIn(userId: string): Promise<Date> {
    const at = new Date();
    await this.users.update({ id: userId }, { lastLoginAt: at });
    return at;
  }

  /** Links the course platform's user id; false when another account already carries it. */
  async linkThinkificUser(userId: string, thinkificUserId: string): Promise<boolean> {
    try {
      await this.users.update({ id: userId }, { thinkificUserId });
      await this.sessionCache.userChanged(userId);
      return true;
    } catch (err) {
      if (uniqueConflict(err)) return false;
      throw err;
    }
  }

  /** Changes the e-mail address (course platform profile change); false when another account already has it. */
  async changeEmail(userId: string, email: string): Promise<boolean> {
    try {
      await this.users.update({ id: userId }, { email: normalizeEmail(email) });
      await this.sessionCache.userChanged(userId);
      return true;
    } catch (err) {
      if (uniqueConflict(err)) return false;
      throw err;
    }
  }

  /** Whether the account has a password of its own: one made on purchase has none until its set-password link. */
  hasPassword(user: Pick<User, 'passwordHash'>): boolean {
    return user.passwordHash !== NO_PASSWORD;
  }

  /**
   * Claims the one-time welcome e-mail: true for exactly one caller per user (credentialsSentAt set atomically),
   * so retries and concurrent duplicate events never mail twice.
   */
  async claimWelcome(userId: string, em?: EntityManager): Promise<boolean> {
    const repo = em ? em.getRepository(User) : this.users;
    const result = await repo.update({ id: userId, credentialsSentAt: IsNull() }, { credentialsSentAt: new Date() });
    return !!result.affected;
  }

  /**
   * The welcome e-mail with a "set your password" link, at most once per user. The claim and the enqueue share a
   * transaction: if the job cannot be queued the claim is undone, so a retry sends it.
   */
  async sendWelcomeOnce(userId: string): Promise<boolean> {
    return this.users.manager.transaction(async (em) => {
      if (!(await this.claimWelcome(userId, em))) return false;
      await this.mail.enqueue({ kind: MAIL_KINDS.setPassword, ref: { userId } });
      return true;
    });
  }

  /** Ends every session of a user (suspension, deletion, role change...). */
  async endSessions(userId: string): Promise<void> {
    await this.sessions.endAll(userId);
  }

  /** Every user, newest first (the admin's list). */
  list(): Promise<User[]> {
    return this.users.find({ order: { createdAt: 'DESC' } });
  }

  /**
   * Changes a user under a lock on its row, once `guard` has seen the locked row (it refuses by throwing). Null when
   * there is no such user; a taken username or e-mail answers 409.
   */
  updateGuarded(id: string, guard: UserGuard, fields: UserChanges): Promise<User | null> {
    return this.underLock(id, guard, (em, user) => {
      Object.assign(user, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
      if (fields.email) user.email = normalizeEmail(fields.email);
      return em.save(user);
    });
  }

  /** Deletes a user under a lock on its row, once `guard` has seen it. Null when there is no such user. */
  deleteGuarded(id: string, guard: UserGuard): Promise<User | null> {
    return this.underLock(id, guard, async (em, user) => {
      await em.delete(User, { id: user.id });
      return user;
    });
  }

  private async underLock(
    id: string,
    guard: UserGuard,
    write: (em: EntityManager, user: User) => Promise<User>,
  ): Promise<User | null> {
    return this.users.manager
      .transaction(async (em) => {
        // Locks the user's row and every active admin's in one statement, in id order: two admins removing each other
        // at once then wait for one another instead of each holding the row the other needs (a deadlock), and the
        // second sees the first's change, so they cannot leave no admin.
        const locked = await em
          .createQueryBuilder(User, 'u')
          .where('u.id = :id', { id })
          .orWhere('(u.userType = :admin AND u.enrollmentStatus = :active)', { admin: 'admin', active: 'active' })
          .orderBy('u.id')
          .setLock('pessimistic_write')
          .getMany();
        const user = locked.find((u) => u.id === id);
        if (!user) return null;
        const activeAdminIds = locked
          .filter((u) => u.userType === 'admin' && u.enrollmentStatus === 'active')
          .map((u) => u.id);
        guard(user, activeAdminIds);
        return write(em, user);
      })
      .catch((err: unknown) => {
        throw uniqueConflict(err) ?? err;
      });
  }

  /** Makes every replica read the user again after a change that does not end sessions (names, e-mail). */
  async profileChanged(userId: string): Promise<void> {
    await this.sessionCache.userChanged(userId);
  }
}

/** A unique violation on the username or e-mail index, as the 409 the caller should see. */
export function uniqueConflict(err: unknown): ConflictException | null {
  if (!(err instanceof QueryFailedError)) return null;
  const driver = (err as QueryFailedError & { driverError?: { code?: string; constraint?: string } }).driverError;
  if (driver?.code !== '23505') return null;
  if (driver.constraint === 'uq_users_username') return new ConflictException(MESSAGES.usernameTaken);
  if (driver.constraint === 'uq_users_email') return new ConflictException(MESSAGES.emailTaken);
  if (driver.constraint === 'uq_users_thinkific_user_id')
    return new ConflictException('This course platform user is already linked');
  return null;
}
