import { Column, Entity, Index } from 'typeorm';
import { CourseContentEntity } from './course-content.base';

@Entity('course_recordings')
@Index('idx_course_recordings_listing', ['isActive', 'category', 'sortOrder'])
export class CourseRecording extends CourseContentEntity {
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
}
