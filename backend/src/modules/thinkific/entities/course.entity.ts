import { Column, Entity, Index } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';

/** Mirror of a course on the Thinkific platform. */
@Entity('courses')
export class Course extends TimestampedEntity {
  @Index('uq_courses_thinkific_id', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  thinkificCourseId: string;

  @Column({ type: 'varchar', length: 300 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  slug: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  category: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  instructorName: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  duration: string | null;

  @Column({ type: 'integer', nullable: true })
  lessonsCount: number | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'jsonb', nullable: true })
  rawData: Record<string, unknown> | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastSyncedAt: Date | null;
}
