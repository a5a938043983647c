import { Column, Entity, Index } from 'typeorm';
import { CourseContentEntity } from './course-content.base';

@Entity('course_tools')
@Index('idx_course_tools_listing', ['isActive', 'category', 'sortOrder'])
export class CourseTool extends CourseContentEntity {
  @Column({ type: 'varchar', length: 50 })
  toolType: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  url: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  fileUrl: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  iconName: string | null;

  @Column({ type: 'varchar', length: 100 })
  category: string;
}
