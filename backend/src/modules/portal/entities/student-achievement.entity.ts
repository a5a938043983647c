import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation, Unique } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { Achievement } from './achievement.entity';

@Entity('student_achievements')
@Unique('uq_student_achievements', ['userId', 'achievementId'])
export class StudentAchievement {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'uuid' })
  achievementId: string;

  @ManyToOne(() => Achievement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'achievementId' })
  achievement?: Relation<Achievement>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  earnedAt: Date;
}
