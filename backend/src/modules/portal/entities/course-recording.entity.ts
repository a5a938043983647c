import { Column, Entity, Index } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';

@Entity('course_recordings')
@Index('idx_course_recordings_listing', ['isActive', 'category', 'sortOrder'])
export class CourseRecording extends TimestampedEntity {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 2048 })
  videoUrl: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  thumbnailUrl: string | null;

  /** As shown, e.g. "1h 15m". */
  @Column({ type: 'varchar', length: 50, nullable: true })
  duration: string | null;

  @Column({ type: 'varchar', length: 100, default: 'General' })
  category: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'date', nullable: true })
  recordingDate: string | null;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'boolean', default: true })
  requiresLogin: boolean;
}
