import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { argon2id, hash } from 'argon2';
import { randomBytes } from 'crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { MailService } from '../../core/mail/mail.service';
import { User } from '../auth/entities/user.entity';
import { Visitor } from '../visitors/entities/visitor.entity';
import { buildCredentialsMail } from './credentials.mail';
import { GENERATED_PASSWORD_BYTES, PENDING_PASSWORD_MARKER } from './thinkific.constants';
import { usernameBase, usernameCandidate } from './thinkific-values';

export interface PurchaserInfo {
  email: string;
  thinkificUserId: string | null;
  firstName: string | null;
  lastName: string | null;
}

const MAX_USERNAME_ATTEMPTS = 20;

/**
 * Accounts on purchase: find or create the student by e-mail, link the Thinkific user, mark the visitor
 * as purchased and send the credentials e-mail exactly once per student.
 *
 * A new student is inserted with a placeholder password (no sign-in possible); the credentials step
 * atomically claims the user (credentialsSentAt IS NULL and placeholder still there), sets the real
 * argon2id hash and enqueues the mail in the same transaction. A retry or a concurrent duplicate event
 * therefore finishes the job if it was interrupted, and never sends a second e-mail.
 */
@Injectable()
export class StudentProvisioningService {
  private readonly logger = new Logger(StudentProvisioningService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly mail: MailService,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {}

  /** Returns the student's user id. */
  async provision(info: PurchaserInfo): Promise<string> {
    const email = info.email.trim().toLowerCase();
    const user = await this.findOrCreate({ ...info, email });
    await this.linkThinkificUser(user, info.thinkificUserId);
    await this.ds
      .getRepository(Visitor)
      .createQueryBuilder()
      .update()
      .set({ hasPurchased: true })
      .where('lower(email) = :email', { email })
      .execute();
    await this.sendCredentialsOnce(user.id);
    return user.id;
  }

  private async findOrCreate(info: PurchaserInfo): Promise<User> {
    const repo = this.ds.getRepository(User);
    const existing = await this.findExisting(info);
    if (existing) return existing;
    const base = usernameBase(info.email);
    for (let attempt = 0; attempt < MAX_USERNAME_ATTEMPTS; attempt++) {
      const username =
        attempt < MAX_USERNAME_ATTEMPTS - 1
          ? usernameCandidate(base, attempt)
          : `${base}${randomBytes(3).toString('hex')}`;
      if (await repo.exists({ where: { username } })) continue;
      await repo
        .createQueryBuilder()
        .insert()
        .values({
          username,
          email: info.email,
          passwordHash: PENDING_PASSWORD_MARKER,
          firstName: info.firstName?.slice(0, 100) ?? null,
          lastName: info.lastName?.slice(0, 100) ?? null,
          userType: 'student',
          enrollmentStatus: 'active',
          enrolledAt: new Date(),
        })
        .orIgnore()
        .execute();
      // Either we inserted it or a concurrent delivery did: both find it by e-mail now.
      const found = await this.findExisting(info);
      if (found) return found;
    }
    throw new Error(`Could not find a free username for ${info.email}`);
  }

  private async findExisting(info: PurchaserInfo): Promise<User | null> {
    const repo = this.ds.getRepository(User);
    const byEmail = await repo.createQueryBuilder('u').where('lower(u.email) = :email', { email: info.email }).getOne();
    if (byEmail) return byEmail;
    return info.thinkificUserId ? repo.findOneBy({ thinkificUserId: info.thinkificUserId }) : null;
  }

  private async linkThinkificUser(user: User, thinkificUserId: string | null): Promise<void> {
    if (!thinkificUserId || user.thinkificUserId === thinkificUserId) return;
    try {
      await this.ds.getRepository(User).update({ id: user.id }, { thinkificUserId });
    } catch (err) {
      // Another account already carries this Thinkific id: keep both as they are and say so.
      this.logger.warn(`Thinkific user ${thinkificUserId} not linked to ${user.id}: ${(err as Error).message}`);
    }
  }

  private async sendCredentialsOnce(userId: string): Promise<void> {
    const password = randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
    const passwordHash = await hash(password, { type: argon2id });
    await this.ds.transaction(async (tx: EntityManager) => {
      const [rows] = (await tx.query(
        `UPDATE users SET "credentialsSentAt" = now(), password = $2, "updatedAt" = now()
          WHERE id = $1 AND "credentialsSentAt" IS NULL AND password = $3
          RETURNING username, email, "firstName"`,
        [userId, passwordHash, PENDING_PASSWORD_MARKER],
      )) as [Array<{ username: string; email: string; firstName: string | null }>, number];
      const row = rows[0];
      if (!row?.username) return;
      const appUrl = this.config.get('APP_URL', { infer: true }).replace(/\/$/, '');
      await this.mail.enqueue(
        buildCredentialsMail({ ...row, password, signInUrl: `${appUrl}/student-login` }),
        `student-credentials:${userId}`,
      );
    });
  }
}
