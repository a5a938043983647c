import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, ObjectLiteral, Repository } from 'typeorm';
import type { User } from '../auth/entities/user.entity';
import { UsersService } from '../auth/users.service';
import { Course } from './entities/course.entity';
import { Enrollment } from './entities/enrollment.entity';
import { Lesson } from './entities/lesson.entity';
import { LessonCompletion } from './entities/lesson-completion.entity';

export interface CourseFields {
  thinkificCourseId: string;
  name?: string | null;
  slug?: string | null;
  description?: string | null;
}

export interface EnrollmentFields {
  thinkificEnrollmentId: string;
  courseId: string;
  userId: string | null;
  thinkificUserId: string | null;
  enrollmentStatus?: string;
  percentageCompleted?: number | null;
  lastPercentageCompleted?: number | null;
  startedAt?: Date | null;
  activatedAt?: Date | null;
  completedAt?: Date | null;
  expiresAt?: Date | null;
  isFreeTrial?: boolean;
  userEmail?: string | null;
  userName?: string | null;
}

/** Who an enrollment belongs to: always applied, whatever the event's age. */
const IDENTITY_FIELDS = ['courseId', 'userId', 'thinkificUserId'] as const;

export interface LessonFields {
  thinkificLessonId: string;
  courseId: string | null;
  name?: string | null;
  lessonType?: string | null;
  chapterId?: string | null;
  chapterName?: string | null;
  position?: number | null;
}

/** Drops undefined values, so an upsert never overwrites a known field with "not sent". */
function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Keeps the course-platform mirror tables (courses, lessons, enrollments) in step with Thinkific. */
@Injectable()
export class ThinkificMirrorService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly users: UsersService,
  ) {}

  upsertCourse(c: CourseFields): Promise<Course> {
    return this.upsertBy(
      this.ds.getRepository(Course),
      'thinkificCourseId',
      {
        ...defined(c),
        name: c.name ?? undefined,
        lastSyncedAt: new Date(),
      },
      { name: `Course ${c.thinkificCourseId}` },
    );
  }

  /**
   * Applies an enrollment event that happened at `at` on the platform. Identity fields always land; state fields
   * (progress, status, dates) only when no newer event has been applied, so late retries and out-of-order
   * deliveries never move an enrollment backwards. The conditional UPDATE re-checks `lastEventAt` under the row
   * lock, so concurrent deliveries converge on the newest too. Lesson completions that arrived first are linked.
   */
  async applyEnrollment(e: EnrollmentFields, at: Date): Promise<Enrollment> {
    const repo = this.ds.getRepository(Enrollment);
    const fields = defined({
      ...e,
      userId: e.userId ?? undefined,
      thinkificUserId: e.thinkificUserId ?? undefined,
      percentageCompleted: e.percentageCompleted ?? undefined,
    });
    const key = { thinkificEnrollmentId: e.thinkificEnrollmentId };
    await repo
      .createQueryBuilder()
      .insert()
      .values({ ...fields, lastEventAt: at })
      .orIgnore()
      .execute();
    const identity = Object.fromEntries(IDENTITY_FIELDS.filter((k) => k in fields).map((k) => [k, fields[k]]));
    const state = Object.fromEntries(
      Object.entries(fields).filter(
        ([k]) => k !== 'thinkificEnrollmentId' && !(IDENTITY_FIELDS as readonly string[]).includes(k),
      ),
    );
    if (Object.keys(identity).length) await repo.update(key, identity);
    await repo
      .createQueryBuilder()
      .update()
      .set({ ...state, lastEventAt: at })
      .where('"thinkificEnrollmentId" = :id', { id: e.thinkificEnrollmentId })
      .andWhere('("lastEventAt" IS NULL OR "lastEventAt" <= :at)', { at })
      .execute();
    const enrollment = await repo.findOneByOrFail(key);
    if (enrollment.thinkificUserId) await this.linkLessonCompletions(enrollment);
    return enrollment;
  }

  /** Lesson completions stored before their enrollment existed (same course and Thinkific user). */
  private async linkLessonCompletions(e: Enrollment): Promise<void> {
    await this.ds
      .getRepository(LessonCompletion)
      .createQueryBuilder()
      .update()
      .set({ enrollmentId: e.id, ...(e.userId ? { userId: e.userId } : {}) })
      .where('"enrollmentId" IS NULL AND "courseId" = :course AND "thinkificUserId" = :user', {
        course: e.courseId,
        user: e.thinkificUserId,
      })
      .execute();
  }

  /** Links an imported enrollment to the student account created for it. */
  async claim(enrollmentId: string, userId: string): Promise<void> {
    await this.ds.getRepository(Enrollment).update({ id: enrollmentId }, { userId });
  }

  /** Paid, unexpired enrollments of buyers with no student account yet (imported history). */
  unclaimedBuyers(): Promise<Enrollment[]> {
    return this.unclaimed().orderBy('e."createdAt"', 'ASC').getMany();
  }

  /** How many people (distinct e-mails) those enrollments belong to. */
  async countUnclaimedBuyers(): Promise<number> {
    const row = await this.unclaimed().select('count(DISTINCT e."userEmail")::int', 'n').getRawOne<{ n: number }>();
    return row?.n ?? 0;
  }

  private unclaimed() {
    return this.ds
      .getRepository(Enrollment)
      .createQueryBuilder('e')
      .where('e."userId" IS NULL AND e."userEmail" IS NOT NULL AND e."isFreeTrial" = false')
      .andWhere(`e."enrollmentStatus" <> 'expired'`);
  }

  upsertLesson(l: LessonFields): Promise<Lesson> {
    return this.upsertBy(
      this.ds.getRepository(Lesson),
      'thinkificLessonId',
      { ...defined(l), courseId: l.courseId ?? undefined, name: l.name ?? undefined },
      {
        name: `Lesson ${l.thinkificLessonId}`,
      },
    );
  }

  findEnrollment(thinkificEnrollmentId: string): Promise<Enrollment | null> {
    return this.ds.getRepository(Enrollment).findOneBy({ thinkificEnrollmentId });
  }

  /** The newest enrollment in this course of the student, else of the Thinkific user. */
  async findEnrollmentFor(
    courseId: string,
    userId: string | null,
    thinkificUserId: string | null,
  ): Promise<Enrollment | null> {
    const repo = this.ds.getRepository(Enrollment);
    const order = { createdAt: 'DESC' } as const;
    const byUser = userId ? await repo.findOne({ where: { userId, courseId }, order }) : null;
    return byUser ?? (thinkificUserId ? repo.findOne({ where: { thinkificUserId, courseId }, order }) : null);
  }

  /** The student with this Thinkific user id, else with this e-mail. */
  async findStudent(thinkificUserId: string | null, email: string | null | undefined): Promise<User | null> {
    const byId = thinkificUserId ? await this.users.findByThinkificId(thinkificUserId) : null;
    return byId ?? (email ? this.users.findByEmail(email) : null);
  }

  /**
   * Insert-or-update by a unique key, safe under concurrent deliveries: insert ... on conflict do nothing,
   * then update the fields that were given.
   */
  private async upsertBy<T extends ObjectLiteral>(
    repo: Repository<T>,
    key: keyof T & string,
    fields: Partial<T>,
    insertDefaults: Partial<T>,
  ): Promise<T> {
    const where = { [key]: fields[key] } as never;
    await repo
      .createQueryBuilder()
      .insert()
      .values({ ...insertDefaults, ...fields })
      .orIgnore()
      .execute();
    const { [key]: _key, ...rest } = fields;
    if (Object.keys(rest).length) await repo.update(where, rest as never);
    return repo.findOneByOrFail(where);
  }
}
