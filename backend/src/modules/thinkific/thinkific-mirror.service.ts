import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, ObjectLiteral, Repository } from 'typeorm';
import type { User } from '../auth/entities/user.entity';
import { UsersService } from '../auth/users.service';
import { Course } from './entities/course.entity';
import { Enrollment } from './entities/enrollment.entity';
import { Lesson } from './entities/lesson.entity';

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
}

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

  upsertEnrollment(e: EnrollmentFields): Promise<Enrollment> {
    const fields = defined({
      ...e,
      userId: e.userId ?? undefined,
      thinkificUserId: e.thinkificUserId ?? undefined,
      percentageCompleted: e.percentageCompleted ?? undefined,
    });
    return this.upsertBy(this.ds.getRepository(Enrollment), 'thinkificEnrollmentId', fields, {});
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

  findEnrollmentOf(userId: string, courseId: string): Promise<Enrollment | null> {
    return this.ds.getRepository(Enrollment).findOne({ where: { userId, courseId }, order: { createdAt: 'DESC' } });
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
