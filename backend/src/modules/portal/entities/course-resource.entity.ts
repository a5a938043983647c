import { Column, Entity, Index } from 'typeorm';
import { CourseContentEntity } from './course-content.base';

@Entity('course_resources')
@Index('idx_course_resources_listing', ['isActive', 'category', 'sortOrder'])
export class CourseResource extends CourseContentEntity {
  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'varchar', length: 50 })
  resourceType: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  iconName: string | null;

  @Column({ type: 'varchar', length: 100, default: 'General' })
  category: string;
}
