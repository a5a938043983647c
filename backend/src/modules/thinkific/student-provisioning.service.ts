import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { normalizeEmail } from '../../core/validation/transforms';
import type { User } from '../auth/entities/user.entity';
import { UsersService } from '../auth/users.service';
import { VisitorsService } from '../visitors/visitors.service';
import { usernameBase, usernameCandidate } from './thinkific-values';

export interface PurchaserInfo {
  email: string;
  thinkificUserId: string | null;
  firstName: string | null;
  lastName: string | null;
  /** When the purchase happened on the platform (the enrollment's own time); now when unknown. */
  purchasedAt?: Date | null;
}

const MAX_USERNAME_ATTEMPTS = 20;

/**
 * Accounts on purchase: find or create the student by e-mail (through UsersService), link the Thinkific user,
 * mark the visitor as purchased and send the welcome ("set your password") e-mail exactly once to a student who has no
 * password yet.
 * A new student has no password until they follow that link. Concurrent duplicate events converge on one
 * account (the e-mail is unique) and one e-mail (UsersService.sendWelcomeOnce claims it atomically).
 */
@Injectable()
export class StudentProvisioningService {
  private readonly logger = new Logger(StudentProvisioningService.name);

  constructor(
    private readonly users: UsersService,
    private readonly visitors: VisitorsService,
  ) {}

  /** Returns the student's user id. */
  async provision(info: PurchaserInfo, options: { mail: boolean } = { mail: true }): Promise<string> {
    const email = normalizeEmail(info.email);
    const user = await this.findOrCreate({ ...info, email });
    if (info.thinkificUserId && user.thinkificUserId !== info.thinkificUserId) {
      if (!(await this.users.linkThinkificUser(user.id, info.thinkificUserId)))
        this.logger.warn(`Thinkific user ${info.thinkificUserId} is already linked to another account`);
    }
    await this.visitors.markPurchased(email, info.purchasedAt ?? new Date());
    // An account that already has a password is only linked: its owner signs in as before. One made on purchase
    // (by this delivery, or by an earlier one whose mail never went) gets its set-password mail, once.
    if (options.mail && !this.users.hasPassword(user)) await this.users.sendWelcomeOnce(user.id);
    return user.id;
  }

  /** The existing student (by e-mail, else by Thinkific user id), if any. */
  async findExisting(info: Pick<PurchaserInfo, 'email' | 'thinkificUserId'>): Promise<User | null> {
    const byEmail = info.email ? await this.users.findByEmail(info.email) : null;
    if (byEmail) return byEmail;
    return info.thinkificUserId ? this.users.findByThinkificId(info.thinkificUserId) : null;
  }

  private async findOrCreate(info: PurchaserInfo): Promise<User> {
    const existing = await this.findExisting(info);
    if (existing) return existing;
    const base = usernameBase(info.email);
    for (let attempt = 0; attempt < MAX_USERNAME_ATTEMPTS; attempt++) {
      const username =
        attempt < MAX_USERNAME_ATTEMPTS - 1
          ? usernameCandidate(base, attempt)
          : `${base}${randomBytes(3).toString('hex')}`;
      if (await this.users.usernameExists(username)) continue;
      try {
        return await this.users.create({
          username,
          email: info.email,
          password: null,
          firstName: info.firstName?.slice(0, 100) ?? null,
          lastName: info.lastName?.slice(0, 100) ?? null,
          userType: 'student',
          enrollmentStatus: 'active',
          enrolledAt: new Date(),
        });
      } catch (err) {
        if (!(err instanceof ConflictException)) throw err;
        // A concurrent delivery created this student (e-mail taken) or took the username: look again.
        const found = await this.findExisting(info);
        if (found) return found;
      }
    }
    throw new Error(`Could not find a free username for ${info.email}`);
  }
}
