import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * Small key/value store for integration state shared by every replica:
 * encrypted provider tokens, OAuth state, sync cursors.
 */
@Entity('integration_settings')
export class IntegrationSetting {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  @Column({ type: 'jsonb' })
  value: Record<string, unknown>;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
