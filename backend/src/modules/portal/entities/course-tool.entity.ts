import { Column, Entity, Index } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';

@Entity('course_tools')
@Index('idx_course_tools_listing', ['isActive', 'category', 'sortOrder'])
export class CourseTool extends TimestampedEntity {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

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

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'boolean', default: true })
  requiresLogin: boolean;
}
