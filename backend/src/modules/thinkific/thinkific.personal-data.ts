import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, In, Repository } from 'typeorm';
import type { Person, PersonalDataSource, PersonalRows } from '../../core/people/personal-data';
import { normalizeEmail } from '../../core/validation/transforms';
import { Enrollment } from './entities/enrollment.entity';
import { LessonCompletion } from './entities/lesson-completion.entity';
import { ProgressUpdate } from './entities/progress-update.entity';
import { DELETE_WEBHOOK_EVENTS_NAMING_SQL, WEBHOOK_EVENTS_NAMING_SQL } from './thinkific.queries';

/** `%address%` for ILIKE, the address's own % and _ taken literally. */
const containing = (email: string) => `%${normalizeEmail(email).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The course platform's records of the person: enrollments (by account, platform user or buyer address), their
 * progress, lesson completions, and the webhook events whose payload names the address. Thinkific keeps its own
 * record of the buyer: erasing it there is the owner's step in Thinkific's admin (docs/decisions.md).
 */
@Injectable()
export class ThinkificPersonalData implements PersonalDataSource {
  constructor(
    @InjectRepository(Enrollment) private readonly enrollments: Repository<Enrollment>,
    @InjectRepository(ProgressUpdate) private readonly progress: Repository<ProgressUpdate>,
    @InjectRepository(LessonCompletion) private readonly completions: Repository<LessonCompletion>,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  /** The Thinkific user id of the account or the buyer address, if the platform sent one. */
  async thinkificUserId(email: string, userId: string | null): Promise<string | null> {
    const found = await this.enrollments.findOneBy(this.enrollmentsOf(email, userId, null));
    return found?.thinkificUserId ?? null;
  }

  private enrollmentsOf(email: string, userId: string | null, thinkificUserId: string | null) {
    const where: FindOptionsWhere<Enrollment>[] = [{ userEmail: normalizeEmail(email) }];
    if (userId) where.push({ userId });
    if (thinkificUserId) where.push({ thinkificUserId });
    return where;
  }

  private completionsOf(userId: string | null, thinkificUserId: string | null) {
    const where: FindOptionsWhere<LessonCompletion>[] = [];
    if (userId) where.push({ userId });
    if (thinkificUserId) where.push({ thinkificUserId });
    return where;
  }

  async find({ email, userId, thinkificUserId }: Person): Promise<PersonalRows> {
    const enrollments = await this.enrollments.findBy(this.enrollmentsOf(email, userId, thinkificUserId));
    const completions = this.completionsOf(userId, thinkificUserId);
    return {
      enrollments,
      progress_updates: enrollments.length
        ? await this.progress.findBy({ enrollmentId: In(enrollments.map((e) => e.id)) })
        : [],
      lesson_completions: completions.length ? await this.completions.findBy(completions) : [],
      webhook_events: await this.ds.query<object[]>(WEBHOOK_EVENTS_NAMING_SQL, [containing(email)]),
    };
  }

  async erase({ email, userId, thinkificUserId }: Person): Promise<void> {
    for (const where of this.completionsOf(userId, thinkificUserId)) await this.completions.delete(where);
    const enrollments = await this.enrollments.findBy(this.enrollmentsOf(email, userId, thinkificUserId));
    if (enrollments.length) await this.enrollments.delete({ id: In(enrollments.map((e) => e.id)) });
    await this.ds.query(DELETE_WEBHOOK_EVENTS_NAMING_SQL, [containing(email)]);
  }
}
