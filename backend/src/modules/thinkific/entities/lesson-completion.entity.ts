import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { Course } from './course.entity';
import { Enrollment } from './enrollment.entity';
import { Lesson } from './lesson.entity';

@Entity('lesson_completions')
@Index('idx_lesson_completions_user', ['userId', 'completedAt'])
@Index('idx_lesson_completions_unlinked', ['courseId', 'thinkificUserId'], { where: '"enrollmentId" IS NULL' })
export class LessonCompletion {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The platform's event id: one row per delivered event. */
  @Index('uq_lesson_completions_webhook', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  webhookId: string;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'uuid', nullable: true })
  enrollmentId: string | null;

  @ManyToOne(() => Enrollment, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'enrollmentId' })
  enrollment?: Relation<Enrollment>;

  @Column({ type: 'uuid', nullable: true })
  lessonId: string | null;

  @ManyToOne(() => Lesson, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'lessonId' })
  lesson?: Relation<Lesson>;

  @Column({ type: 'uuid', nullable: true })
  courseId: string | null;

  @ManyToOne(() => Course, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'courseId' })
  course?: Relation<Course>;

  @Column({ type: 'varchar', length: 64, nullable: true })
  chapterId: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  chapterName: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  lessonName: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  lessonType: string | null;

  @Column({ type: 'integer', nullable: true })
  lessonPosition: number | null;

  @Column({ type: 'timestamptz' })
  completedAt: Date;

  /** The platform's user, so a completion that arrives before its enrollment is linked when the enrollment lands. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  thinkificUserId: string | null;
}
