import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Person, PersonalDataSource, PersonalRows } from '../../core/people/personal-data';
import { normalizeEmail } from '../../core/validation/transforms';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';

/** The account: its row (password hash and one-time tokens left out of the export), its sessions in Redis. */
@Injectable()
export class AuthPersonalData implements PersonalDataSource {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly accounts: UsersService,
  ) {}

  /** The account with this address, if any: where the other modules' rows about the person hang. */
  account(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  async find({ userId }: Person): Promise<PersonalRows> {
    const user = userId ? await this.users.findOneBy({ id: userId }) : null;
    if (!user) return { users: [] };
    const { passwordHash: _hash, passwordResetToken: _reset, signInLinkToken: _link, ...row } = user;
    return { users: [row] };
  }

  /** Ends every session, then deletes the account (its deals, analyses and progress follow by cascade). */
  async erase({ userId }: Person): Promise<void> {
    if (!userId) return;
    await this.accounts.endSessions(userId);
    await this.users.delete({ id: userId });
  }
}
