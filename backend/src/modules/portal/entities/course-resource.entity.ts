import { Column, Entity, Index } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';

@Entity('course_resources')
@Index('idx_course_resources_listing', ['isActive', 'category', 'sortOrder'])
export class CourseResource extends TimestampedEntity {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'varchar', length: 50 })
  resourceType: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  iconName: string | null;

  @Column({ type: 'varchar', length: 100, default: 'General' })
  category: string;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'boolean', default: true })
  requiresLogin: boolean;
}
