import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { LessonCompletion } from './entities/lesson-completion.entity';
import { ProgressUpdate } from './entities/progress-update.entity';
import { StudentProvisioningService } from './student-provisioning.service';
import { ThinkificMirrorService } from './thinkific-mirror.service';
import { crossedMilestone, enrollmentStatusOf, idText, normalisePercent, toDate } from './thinkific-values';
import { UsersService } from '../auth/users.service';
import { normalizeEmail } from '../../core/validation/transforms';
import { TOPIC_USER_UPDATED } from './thinkific.constants';
import { NEWER_USER_UPDATE_SQL } from './thinkific.queries';
import {
  ThinkificEnrollmentPayload,
  ThinkificEnvelope,
  ThinkificLessonPayload,
  ThinkificUserPayload,
} from './thinkific.types';

const EMAIL = /^[^@\s]+@[^@\s]+$/;

/**
 * What the worker does with each Thinkific topic. `at` is when the platform says the event happened (the
 * envelope's created_at): enrollments only move forward in that order. Invalid payloads throw
 * UnrecoverableError (no retry).
 */
@Injectable()
export class ThinkificEventsService {
  private readonly logger = new Logger(ThinkificEventsService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly mirror: ThinkificMirrorService,
    private readonly provisioning: StudentProvisioningService,
    private readonly users: UsersService,
  ) {}

  /**
   * user.updated: a student's e-mail changed on the platform. Ignored (false) for users who are not our
   * students. When a newer user.updated for the same user exists, that one decides. An address another account
   * already uses fails the event for an admin to resolve.
   */
  async userUpdated(envelope: ThinkificEnvelope, at: Date): Promise<boolean> {
    const p = envelope.payload as ThinkificUserPayload;
    const thinkificUserId = idText(p.id);
    if (!thinkificUserId) throw new UnrecoverableError('user.updated without a user id');
    const student = await this.users.findByThinkificId(thinkificUserId);
    if (!student) return false;
    const email = p.email?.trim();
    if (!email || !EMAIL.test(email)) throw new UnrecoverableError('user.updated without a valid e-mail');
    const newer = await this.ds.query<unknown[]>(NEWER_USER_UPDATE_SQL, [TOPIC_USER_UPDATED, thinkificUserId, at]);
    if (newer.length || student.email === normalizeEmail(email)) return true;
    if (!(await this.users.changeEmail(student.id, email)))
      throw new UnrecoverableError(`user.updated: ${normalizeEmail(email)} already belongs to another account`);
    return true;
  }

  /**
   * enrollment.created: the purchase. Creates the student account (one set-password e-mail) and the mirror. A
   * free trial (enrollment.trial, or created with free_trial) is mirrored only: no account and no e-mail.
   */
  async enrollmentCreated(envelope: ThinkificEnvelope, at: Date, trial = false): Promise<void> {
    const p = envelope.payload as ThinkificEnrollmentPayload;
    const email = p.user?.email?.trim();
    const thinkificUserId = idText(p.user?.id);
    const freeTrial = trial || p.free_trial === true;
    if (freeTrial) {
      const student = await this.mirror.findStudent(thinkificUserId, email);
      await this.saveEnrollment(p, at, { userId: student?.id ?? null, thinkificUserId, freeTrial });
      return;
    }
    if (!email || !EMAIL.test(email)) throw new UnrecoverableError('enrollment.created without a valid user e-mail');
    const userId = await this.provisioning.provision({
      email,
      thinkificUserId,
      firstName: p.user?.first_name?.trim() || null,
      lastName: p.user?.last_name?.trim() || null,
      // When the enrollment was activated (else created) on the platform, else when the event happened.
      purchasedAt: toDate(p.activated_at) ?? toDate(p.created_at) ?? at,
    });
    await this.saveEnrollment(p, at, { userId, thinkificUserId, freeTrial });
  }

  /** enrollment.progress: new percentage on the enrollment (if newer) plus a progress_updates row. */
  async enrollmentProgress(envelope: ThinkificEnvelope, at: Date): Promise<void> {
    const p = envelope.payload as ThinkificEnrollmentPayload;
    const current = normalisePercent(p.percentage_completed, 'webhook');
    if (current === null) throw new UnrecoverableError('enrollment.progress without a numeric percentage_completed');
    const thinkificUserId = idText(p.user?.id);
    const student = await this.mirror.findStudent(thinkificUserId, p.user?.email);
    const enrollmentId = idText(p.id);
    const before = enrollmentId ? await this.mirror.findEnrollment(enrollmentId) : null;
    const previous = normalisePercent(p.last_percentage_completed, 'webhook') ?? before?.percentageCompleted ?? 0;
    const enrollment = await this.saveEnrollment(p, at, {
      userId: student?.id ?? null,
      thinkificUserId,
      percent: current,
      previous,
    });
    await this.ds
      .getRepository(ProgressUpdate)
      .createQueryBuilder()
      .insert()
      .values({
        webhookId: envelope.id,
        enrollmentId: enrollment.id,
        percentageCompleted: current,
        lastPercentageCompleted: previous,
        progressDelta: Math.round((current - previous) * 100) / 100,
        progressMilestone: crossedMilestone(previous, current),
      })
      .orIgnore()
      .execute();
  }

  /** enrollment.completed: 100%, completed at the payload's completed_at (else when the event happened). */
  async enrollmentCompleted(envelope: ThinkificEnvelope, at: Date): Promise<void> {
    const p = envelope.payload as ThinkificEnrollmentPayload;
    const thinkificUserId = idText(p.user?.id);
    const student = await this.mirror.findStudent(thinkificUserId, p.user?.email);
    await this.saveEnrollment(p, at, {
      userId: student?.id ?? null,
      thinkificUserId,
      percent: 100,
      completedAt: toDate(p.completed_at) ?? at,
    });
  }

  /** lesson.completed: one lesson_completions row per event, linked to its enrollment now or when it lands. */
  async lessonCompleted(envelope: ThinkificEnvelope, at: Date): Promise<void> {
    const p = envelope.payload as ThinkificLessonPayload;
    const lessonId = idText(p.lesson?.id);
    const courseId = idText(p.course?.id);
    if (!lessonId || !courseId) throw new UnrecoverableError('lesson.completed without lesson and course ids');
    const course = await this.mirror.upsertCourse({
      thinkificCourseId: courseId,
      name: p.course?.name,
      slug: p.course?.slug,
    });
    const chapter = p.chapter ?? p.lesson?.chapter;
    const lessonType = p.lesson?.type ?? p.lesson?.lesson_type ?? null;
    const lesson = await this.mirror.upsertLesson({
      thinkificLessonId: lessonId,
      courseId: course.id,
      name: p.lesson?.name,
      lessonType,
      chapterId: idText(chapter?.id),
      chapterName: chapter?.name ?? null,
      position: typeof p.lesson?.position === 'number' ? p.lesson.position : null,
    });
    const thinkificUserId = idText(p.user?.id);
    const student = await this.mirror.findStudent(thinkificUserId, p.user?.email);
    const enrollmentRef = idText(p.enrollment?.id);
    const enrollment = enrollmentRef
      ? await this.mirror.findEnrollment(enrollmentRef)
      : await this.mirror.findEnrollmentFor(course.id, student?.id ?? null, thinkificUserId);
    await this.ds
      .getRepository(LessonCompletion)
      .createQueryBuilder()
      .insert()
      .values({
        webhookId: envelope.id,
        userId: student?.id ?? enrollment?.userId ?? null,
        enrollmentId: enrollment?.id ?? null,
        thinkificUserId,
        lessonId: lesson.id,
        courseId: course.id,
        chapterId: lesson.chapterId,
        chapterName: lesson.chapterName,
        lessonName: lesson.name,
        lessonType,
        lessonPosition: lesson.position,
        completedAt: toDate(p.completed_at) ?? at,
      })
      .orIgnore()
      .execute();
    if (!enrollment) this.logger.log(`lesson.completed ${envelope.id}: kept until its enrollment arrives`);
  }

  private async saveEnrollment(
    p: ThinkificEnrollmentPayload,
    at: Date,
    o: {
      userId: string | null;
      thinkificUserId: string | null;
      freeTrial?: boolean;
      percent?: number;
      previous?: number;
      completedAt?: Date;
    },
  ) {
    const enrollmentId = idText(p.id);
    const courseId = idText(p.course?.id) ?? idText(p.course_id);
    if (!enrollmentId || !courseId) throw new UnrecoverableError('enrollment event without enrollment and course ids');
    const course = await this.mirror.upsertCourse({
      thinkificCourseId: courseId,
      name: p.course?.name,
      slug: p.course?.slug,
      description: p.course?.description,
    });
    const pct = o.percent ?? normalisePercent(p.percentage_completed, 'webhook');
    const expiresAt = toDate(p.expiry_date);
    const completedAt = o.completedAt ?? (pct === 100 ? (toDate(p.completed_at) ?? at) : null);
    const freeTrial = o.freeTrial ?? p.free_trial === true;
    const name = [p.user?.first_name, p.user?.last_name].filter(Boolean).join(' ').trim();
    return this.mirror.applyEnrollment(
      {
        thinkificEnrollmentId: enrollmentId,
        courseId: course.id,
        userId: o.userId,
        thinkificUserId: o.thinkificUserId,
        enrollmentStatus: enrollmentStatusOf(
          { expired: p.expired, expiresAt, completed: !!completedAt, freeTrial },
          new Date(),
        ),
        percentageCompleted: pct,
        lastPercentageCompleted: o.previous,
        startedAt: toDate(p.started_at) ?? undefined,
        activatedAt: toDate(p.activated_at) ?? undefined,
        completedAt,
        expiresAt,
        isFreeTrial: freeTrial,
        userEmail: p.user?.email && EMAIL.test(p.user.email.trim()) ? normalizeEmail(p.user.email) : undefined,
        userName: name ? name.slice(0, 200) : undefined,
      },
      at,
    );
  }
}
