import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AuthUserDto, toAuthUserDto } from '../../auth/dto/auth-user.dto';
import { User } from '../../auth/entities/user.entity';
import { hashPassword } from '../../auth/password.hasher';
import { ADMIN_MESSAGES as M } from '../admin.constants';
import { CreateAdminUserDto, UpdateAdminUserDto } from './dto/admin-user.dto';

/** Spec 3 §7 "Users": create, edit and delete users, with the guard rails admins expect. */
@Injectable()
export class AdminUsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async listUsers(): Promise<AuthUserDto[]> {
    const rows = await this.users.find({ order: { createdAt: 'DESC' } });
    return rows.map(toAuthUserDto);
  }

  async createUser(dto: CreateAdminUserDto): Promise<AuthUserDto> {
    await this.assertUnique(dto.username, dto.email);
    const user = this.users.create({
      username: dto.username,
      email: dto.email,
      passwordHash: await hashPassword(dto.password),
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      userType: dto.userType ?? 'student',
      enrollmentStatus: dto.enrollmentStatus ?? 'active',
    });
    return toAuthUserDto(await this.users.save(user));
  }

  async updateUser(actor: User, id: string, dto: UpdateAdminUserDto): Promise<AuthUserDto> {
    const passwordHash = dto.password ? await hashPassword(dto.password) : undefined;
    const saved = await this.users.manager.transaction(async (em) => {
      const user = await this.findForUpdate(em, id);
      if (user.id === actor.id && dto.userType && dto.userType !== 'admin')
        throw new ConflictException(M.cannotDemoteSelf);
      if (user.id === actor.id && dto.enrollmentStatus && dto.enrollmentStatus !== 'active') {
        throw new ConflictException(M.cannotDeactivateSelf);
      }
      await this.assertUnique(dto.username, dto.email, user.id, em);
      const losesAdmin =
        user.userType === 'admin' &&
        user.enrollmentStatus === 'active' &&
        ((dto.userType && dto.userType !== 'admin') || (dto.enrollmentStatus && dto.enrollmentStatus !== 'active'));
      if (losesAdmin) await this.assertAnotherActiveAdmin(em, user.id);
      const { password: _password, ...fields } = dto;
      Object.assign(user, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
      if (passwordHash) user.passwordHash = passwordHash;
      return em.save(user);
    });
    return toAuthUserDto(saved);
  }

  async deleteUser(actor: User, id: string): Promise<void> {
    if (actor.id === id) throw new ConflictException(M.cannotDeleteSelf);
    await this.users.manager.transaction(async (em) => {
      const user = await this.findForUpdate(em, id);
      if (user.userType === 'admin' && user.enrollmentStatus === 'active')
        await this.assertAnotherActiveAdmin(em, user.id);
      await em.delete(User, { id: user.id });
    });
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
    if (!admins.some((a) => a.id !== exceptId)) throw new ConflictException(M.lastAdmin);
  }

  /** Case-insensitive duplicate checks with a clear message (the unique indexes stay the last word). */
  private async assertUnique(
    username?: string,
    email?: string | null,
    exceptId?: string,
    em?: EntityManager,
  ): Promise<void> {
    const repo = em ? em.getRepository(User) : this.users;
    const taken = async (column: 'username' | 'email', value: string) => {
      const qb = repo.createQueryBuilder('u').where(`LOWER(u.${column}) = LOWER(:value)`, { value });
      if (exceptId) qb.andWhere('u.id <> :exceptId', { exceptId });
      return (await qb.getCount()) > 0;
    };
    if (username && (await taken('username', username))) throw new ConflictException(M.usernameTaken);
    if (email && (await taken('email', email))) throw new ConflictException(M.emailTaken);
  }
}
