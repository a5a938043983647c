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
import { Visitor } from './visitor.entity';

export const VISITOR_ACTIONS = [
  'page_view',
  'video_watch',
  'form_submit',
  'enroll_click',
  'purchase',
  'email_signup',
] as const;
export type VisitorActionType = (typeof VISITOR_ACTIONS)[number];

@Entity('visitor_actions')
@Index('idx_visitor_actions_visitor_time', ['visitorId', 'createdAt'])
@Index('idx_visitor_actions_time_action', ['createdAt', 'action'])
export class VisitorAction {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  visitorId: string;

  @ManyToOne(() => Visitor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'visitorId' })
  visitor?: Relation<Visitor>;

  @Column({ type: 'enum', enum: VISITOR_ACTIONS, enumName: 'visitor_action_type' })
  action: VisitorActionType;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  actionData: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
