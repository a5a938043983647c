import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { LessonCompletion } from './entities/lesson-completion.entity';
import { ProgressUpdate } from './entities/progress-update.entity';
import { StudentProvisioningService } from './student-provisioning.service';
import { ThinkificMirrorService } from './thinkific-mirror.service';
import { crossedMilestone, idText, normalisePercent, toDate } from './thinkific-values';
import { ThinkificEnrollmentPayload, ThinkificEnvelope, ThinkificLessonPayload } from './thinkific.types';

/** What the worker does with each Thinkific topic. Invalid payloads throw UnrecoverableError (no retry). */
@Injectable()
export class ThinkificEventsService {
  private readonly logger = new Logger(ThinkificEventsService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly mirror: ThinkificMirrorService,
    private readonly provisioning: StudentProvisioningService,
  ) {}

  /** enrollment.created: the purchase. Creates the student account and the enrollment mirror. */
  async enrollmentCreated(envelope: ThinkificEnvelope): Promise<void> {
    const p = envelope.payload as ThinkificEnrollmentPayload;
    const email = p.user?.email?.trim();
    if (!email || !/^[^@\s]+@[^@\s]+$/.test(email))
      throw new UnrecoverableError('enrollment.created without a valid user e-mail');
    const thinkificUserId = idText(p.user?.id);
    const userId = await this.provisioning.provision({
      email,
      thinkificUserId,
      firstName: p.user?.first_name?.trim() || null,
      lastName: p.user?.last_name?.trim() || null,
    });
    await this.saveEnrollment(p, userId, thinkificUserId);
  }

  /** enrollment.progress: new percentage on the enrollment plus a progress_updates row. */
  async enrollmentProgress(envelope: ThinkificEnvelope): Promise<void> {
    const p = envelope.payload as ThinkificEnrollmentPayload;
    const current = normalisePercent(p.percentage_completed, 'webhook');
    if (current === null) throw new UnrecoverableError('enrollment.progress without a numeric percentage_completed');
    const thinkificUserId = idText(p.user?.id);
    const student = await this.mirror.findStudent(thinkificUserId, p.user?.email);
    const enrollmentId = idText(p.id);
    const before = enrollmentId ? await this.mirror.findEnrollment(enrollmentId) : null;
    const previous = normalisePercent(p.last_percentage_completed, 'webhook') ?? before?.percentageCompleted ?? 0;
    const enrollment = await this.saveEnrollment(p, student?.id ?? null, thinkificUserId, current, previous);
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

  /** lesson.completed: one lesson_completions row per event. */
  async lessonCompleted(envelope: ThinkificEnvelope): Promise<void> {
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
    const student = await this.mirror.findStudent(idText(p.user?.id), p.user?.email);
    const enrollmentRef = idText(p.enrollment?.id);
    const enrollment = enrollmentRef
      ? await this.mirror.findEnrollment(enrollmentRef)
      : student
        ? await this.mirror.findEnrollmentOf(student.id, course.id)
        : null;
    await this.ds
      .getRepository(LessonCompletion)
      .createQueryBuilder()
      .insert()
      .values({
        webhookId: envelope.id,
        userId: student?.id ?? enrollment?.userId ?? null,
        enrollmentId: enrollment?.id ?? null,
        lessonId: lesson.id,
        courseId: course.id,
        chapterId: lesson.chapterId,
        chapterName: lesson.chapterName,
        lessonName: lesson.name,
        lessonType,
        lessonPosition: lesson.position,
        completedAt: toDate(p.completed_at) ?? toDate(envelope.created_at) ?? new Date(),
      })
      .orIgnore()
      .execute();
    if (!student)
      this.logger.warn(`lesson.completed ${envelope.id}: no local student for Thinkific user ${idText(p.user?.id)}`);
  }

  private async saveEnrollment(
    p: ThinkificEnrollmentPayload,
    userId: string | null,
    thinkificUserId: string | null,
    percent?: number,
    previous?: number,
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
    const pct = percent ?? normalisePercent(p.percentage_completed, 'webhook');
    return this.mirror.upsertEnrollment({
      thinkificEnrollmentId: enrollmentId,
      courseId: course.id,
      userId,
      thinkificUserId,
      enrollmentStatus: p.expired ? 'expired' : 'active',
      percentageCompleted: pct,
      lastPercentageCompleted: previous,
      startedAt: toDate(p.started_at) ?? undefined,
      activatedAt: toDate(p.activated_at) ?? undefined,
      completedAt: pct === 100 ? (toDate(p.completed_at) ?? undefined) : undefined,
      expiresAt: toDate(p.expiry_date) ?? undefined,
    });
  }
}
