import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { SessionUser } from '../../../core/auth/session-user';
import { normalizeEmail } from '../../../core/validation/transforms';
import { AuthUserDto, toAuthUserDto } from '../dto/auth-user.dto';
import { User } from '../entities/user.entity';
import { passwordProblem } from '../passwords/password.policy';
import { uniqueConflict, UsersService } from '../users.service';
import { changeEndsSessions, lastAdminProblem, removesActiveAdmin, selfChangeProblem } from './admin-guard-rails';
import { ADMIN_USER_MESSAGES as M } from './admin-users.constants';
import { CreateAdminUserDto, UpdateAdminUserDto } from './dto/admin-user.dto';

/**
 * Spec 3 §7 "Users": create, edit and delete users, with the guard rails admins expect. A new password, a new
 * role, a status other than active and a deletion each end every session of the user at once.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly accounts: UsersService,
  ) {}

  async listUsers(): Promise<AuthUserDto[]> {
    const rows = await this.users.find({ order: { createdAt: 'DESC' } });
    return rows.map(toAuthUserDto);
  }

  async createUser(dto: CreateAdminUserDto): Promise<AuthUserDto> {
    assertPassword(dto.password, dto);
    const user = await this.accounts.create({
      username: dto.username,
      email: dto.email,
      password: dto.password,
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      userType: dto.userType ?? 'student',
      enrollmentStatus: dto.enrollmentStatus ?? 'active',
    });
    // The invitation is the set-password welcome mail (once per user), so the password need not be passed on.
    if (dto.sendInvitation !== false) await this.accounts.sendWelcomeOnce(user.id);
    return toAuthUserDto(user);
  }

  async updateUser(actor: SessionUser, id: string, dto: UpdateAdminUserDto): Promise<AuthUserDto> {
    const newPassword = dto.password || undefined;
    let endSessions = false;
    const saved = await this.users.manager
      .transaction(async (em) => {
        const user = await this.findForUpdate(em, id);
        if (newPassword) assertPassword(newPassword, { ...user, ...dto });
        const selfProblem = selfChangeProblem(actor.id, user, dto);
        if (selfProblem) throw new ConflictException(selfProblem);
        if (removesActiveAdmin(user, dto)) await this.assertAnotherActiveAdmin(em, user.id);
        endSessions = changeEndsSessions(user, dto);
        const { password: _password, ...fields } = dto;
        Object.assign(user, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
        if (fields.email) user.email = normalizeEmail(fields.email);
        return em.save(user);
      })
      .catch((err: unknown) => {
        throw uniqueConflict(err) ?? err;
      });
    // setPassword is the one place that hashes and stores a password; it ends every session of the user too.
    if (newPassword) await this.accounts.setPassword(saved.id, newPassword);
    else if (endSessions) await this.accounts.endSessions(saved.id);
    else await this.accounts.profileChanged(saved.id);
    return toAuthUserDto(saved);
  }

  async deleteUser(actor: SessionUser, id: string): Promise<void> {
    if (actor.id === id) throw new ConflictException(M.cannotDeleteSelf);
    await this.users.manager.transaction(async (em) => {
      const user = await this.findForUpdate(em, id);
      if (removesActiveAdmin(user)) await this.assertAnotherActiveAdmin(em, user.id);
      await em.delete(User, { id: user.id });
    });
    await this.accounts.endSessions(id);
  }

  private async findForUpdate(em: EntityManager, id: string): Promise<User> {
    const user = await em.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!user) throw new NotFoundException(M.userNotFound);
    return user;
  }

  /** Locks every active admin row so two admins removing each other at once cannot leave none. */
  private async assertAnotherActiveAdmin(em: EntityManager, exceptId: string): Promise<void> {
    const admins = await em.find(User, {
      where: { userType: 'admin', enrollmentStatus: 'active' },
      select: { id: true },
      lock: { mode: 'pessimistic_write' },
    });
    const problem = lastAdminProblem(
      admins.map((a) => a.id),
      exceptId,
    );
    if (problem) throw new ConflictException(problem);
  }
}

/** The policy once more with the account's own names counted as guessable. */
function assertPassword(
  password: string,
  who: { username?: string; email?: string | null; firstName?: string | null; lastName?: string | null },
) {
  const problem = passwordProblem(password, [who.username, who.email, who.firstName, who.lastName]);
  if (problem) throw new BadRequestException(problem);
}
