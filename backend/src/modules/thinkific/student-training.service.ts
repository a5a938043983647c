import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { StudentCourseDto, StudentLessonDto, StudentProgressItemDto } from './dto/student-training.dto';
import { Enrollment } from './entities/enrollment.entity';
import { LessonCompletion } from './entities/lesson-completion.entity';
import { isPast } from './thinkific-values';

/** The signed-in student's training data, from the mirror tables kept fresh by webhooks and reconciliation. */
@Injectable()
export class StudentTrainingService {
  constructor(
    @InjectRepository(Enrollment) private readonly enrollments: Repository<Enrollment>,
    @InjectRepository(LessonCompletion) private readonly completions: Repository<LessonCompletion>,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {}

  private enrollmentsOf(userId: string) {
    return this.enrollments.find({ where: { userId }, relations: { course: true }, order: { updatedAt: 'DESC' } });
  }

  async progress(userId: string): Promise<StudentProgressItemDto[]> {
    return (await this.enrollmentsOf(userId)).map((e) => ({
      courseId: e.courseId,
      courseName: e.course?.name ?? '',
      percentageCompleted: String(e.percentageCompleted),
      updatedAt: e.updatedAt.toISOString(),
    }));
  }

  async lessons(userId: string): Promise<StudentLessonDto[]> {
    const rows = await this.completions.find({
      where: { userId },
      relations: { course: true },
      order: { completedAt: 'DESC' },
    });
    return rows.map((r) => ({
      id: r.id,
      lessonName: r.lessonName,
      lessonType: r.lessonType,
      chapterName: r.chapterName,
      courseName: r.course?.name ?? null,
      completedAt: r.completedAt.toISOString(),
    }));
  }

  async courses(userId: string): Promise<StudentCourseDto[]> {
    const portal = this.config.get('THINKIFIC_PORTAL_URL', { infer: true }).replace(/\/$/, '');
    return (await this.enrollmentsOf(userId)).map((e) => ({
      id: e.id,
      title: e.course?.name ?? '',
      description: e.course?.description ?? null,
      percentageCompleted: e.percentageCompleted,
      isActive: e.course?.isActive ?? true,
      // Expiry is also read now: an enrollment can expire between two events.
      enrollmentStatus: isPast(e.expiresAt) ? 'expired' : e.enrollmentStatus,
      url: e.course?.slug ? `${portal}/courses/take/${encodeURIComponent(e.course.slug)}` : `${portal}/enrollments`,
    }));
  }
}
