import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService, changedFields } from '../../../core/audit/audit.service';
import type { SessionUser } from '../../../core/auth/session-user';
import { AuthUserDto, toAuthUserDto } from '../dto/auth-user.dto';
import { passwordProblem } from '../passwords/password.policy';
import type { User } from '../entities/user.entity';
import { UsersService } from '../users.service';
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
    private readonly accounts: UsersService,
    private readonly audit: AuditService,
  ) {}

  async listUsers(): Promise<AuthUserDto[]> {
    return (await this.accounts.list()).map(toAuthUserDto);
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
    const { password: _password, ...fields } = dto;
    let endSessions = false;
    let before: Partial<User> = {};
    const saved = await this.accounts.updateGuarded(
      id,
      (user, activeAdminIds) => {
        before = { ...user };
        if (newPassword) assertPassword(newPassword, { ...user, ...dto });
        const selfProblem = selfChangeProblem(actor.id, user, dto);
        if (selfProblem) throw new ConflictException(selfProblem);
        if (removesActiveAdmin(user, dto)) assertAnotherActiveAdmin(activeAdminIds, user.id);
        endSessions = changeEndsSessions(user, dto);
      },
      fields,
    );
    if (!saved) throw new NotFoundException(M.userNotFound);
    // Role and status with their values; the other fields by name only (they are personal data).
    const changed = (Object.keys(fields) as Array<keyof User>).filter(
      (k) => fields[k as keyof typeof fields] !== undefined && before[k] !== saved[k],
    );
    this.audit.note({
      ...changedFields(before, saved, ['userType', 'enrollmentStatus']),
      fields: newPassword ? [...changed, 'password'] : changed,
    });
    // setPassword is the one place that hashes and stores a password; it ends every session of the user too.
    if (newPassword) await this.accounts.setPassword(saved.id, newPassword);
    else if (endSessions) await this.accounts.endSessions(saved.id);
    else await this.accounts.profileChanged(saved.id);
    return toAuthUserDto(saved);
  }

  async deleteUser(actor: SessionUser, id: string): Promise<void> {
    if (actor.id === id) throw new ConflictException(M.cannotDeleteSelf);
    const deleted = await this.accounts.deleteGuarded(id, (user, activeAdminIds) => {
      if (removesActiveAdmin(user)) assertAnotherActiveAdmin(activeAdminIds, user.id);
    });
    if (!deleted) throw new NotFoundException(M.userNotFound);
    await this.accounts.endSessions(id);
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

function assertAnotherActiveAdmin(activeAdminIds: string[], exceptId: string): void {
  const problem = lastAdminProblem(activeAdminIds, exceptId);
  if (problem) throw new ConflictException(problem);
}
