import { Column } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';

/** Columns shared by tools, recordings and resources: listing order, visibility and the login requirement. */
export abstract class CourseContentEntity extends TimestampedEntity {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'boolean', default: true })
  requiresLogin: boolean;
}
