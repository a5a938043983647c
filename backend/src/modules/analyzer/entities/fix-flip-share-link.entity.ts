import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
} from 'typeorm';
import { FixFlipProperty } from './fix-flip-property.entity';

/** A read-only link to one saved analysis. Only the SHA-256 of its token is kept; it ends at expiresAt or on revoke. */
@Entity('fix_flip_share_links')
export class FixFlipShareLink {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_fix_flip_share_links_id' })
  id: string;

  @Index('idx_fix_flip_share_links_property')
  @Column({ type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => FixFlipProperty, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'propertyId', foreignKeyConstraintName: 'FK_fix_flip_share_links_property' })
  property?: Relation<FixFlipProperty>;

  @Index('uq_fix_flip_share_links_token_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
