import { Column, Entity, Index, JoinColumn, ManyToOne, Relation } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';
import { Course } from './course.entity';

@Entity('lessons')
export class Lesson extends TimestampedEntity {
  @Index('uq_lessons_thinkific_id', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  thinkificLessonId: string;

  @Index('idx_lessons_course')
  @Column({ type: 'uuid', nullable: true })
  courseId: string | null;

  @ManyToOne(() => Course, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'courseId' })
  course?: Relation<Course>;

  @Column({ type: 'varchar', length: 300 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  lessonType: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  chapterId: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  chapterName: string | null;

  @Column({ type: 'integer', nullable: true })
  position: number | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  duration: string | null;
}
