import { NotFoundException } from '@nestjs/common';
import { FindOptionsWhere, Repository } from 'typeorm';
import { PORTAL_MESSAGES } from './portal.constants';

interface ContentEntity {
  id: string;
  category: string;
  sortOrder: number;
  isActive: boolean;
  requiresLogin: boolean;
  createdAt: Date;
}

const ORDER = { category: 'ASC', sortOrder: 'ASC', createdAt: 'ASC' } as const;

/**
 * One store per kind of course content (recordings, resources, tools): the portal's filtered listing and
 * the admin's CRUD, the same for all three.
 */
export class CourseContentStore<E extends ContentEntity, D> {
  constructor(
    private readonly repo: Repository<E>,
    private readonly label: string,
    private readonly toDto: (e: E) => D,
  ) {}

  /** Active items; those that require login only for a signed-in caller. */
  async listVisible(signedIn: boolean): Promise<D[]> {
    const where = { isActive: true, ...(signedIn ? {} : { requiresLogin: false }) } as FindOptionsWhere<E>;
    return (await this.repo.find({ where, order: ORDER as never })).map(this.toDto);
  }

  async listAll(): Promise<D[]> {
    return (await this.repo.find({ order: ORDER as never })).map(this.toDto);
  }

  async create(fields: Partial<E>): Promise<D> {
    return this.toDto(await this.repo.save(this.repo.create(fields as never) as unknown as E));
  }

  async update(id: string, fields: Partial<E>): Promise<D> {
    const item = await this.find(id);
    return this.toDto(await this.repo.save(this.repo.merge(item, fields as never)));
  }

  async remove(id: string): Promise<void> {
    await this.repo.remove(await this.find(id));
  }

  private async find(id: string): Promise<E> {
    const item = await this.repo.findOneBy({ id } as FindOptionsWhere<E>);
    if (!item) throw new NotFoundException(PORTAL_MESSAGES.notFound(this.label));
    return item;
  }
}
