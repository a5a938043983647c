import { Column, Entity, Index } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';

@Entity('success_stories')
@Index('idx_success_stories_listing', ['isActive', 'isFeatured', 'sortOrder'])
export class SuccessStory extends TimestampedEntity {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 120 })
  studentName: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  studentRole: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  studentLocation: string | null;

  @Column({ type: 'varchar', length: 3 })
  studentInitials: string;

  @Column({ type: 'text' })
  beforeStory: string;

  @Column({ type: 'text' })
  afterStory: string;

  @Column({ type: 'text' })
  testimonialQuote: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  dealDetails: Record<string, string>;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  videoUrl: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'boolean', default: false })
  isFeatured: boolean;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;
}
