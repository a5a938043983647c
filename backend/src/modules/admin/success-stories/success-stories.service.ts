import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, Repository } from 'typeorm';
import { SuccessStory } from '../entities/success-story.entity';
import { CreateSuccessStoryDto, UpdateSuccessStoryDto } from './dto/success-story-input.dto';
import { SuccessStoryDto, SuccessStoryListDto, toSuccessStoryDto } from './dto/success-story.dto';
import { STORY_MESSAGES } from './success-stories.constants';
import { PublicReadCache } from '../../../core/cache/public-read-cache';
import type { SessionUser } from '../../../core/auth/session-user';

/** The public list's key in the public-read cache (every replica drops it on a change). */
export const PUBLIC_STORIES_KEY = 'success-stories:active';

@Injectable()
export class SuccessStoriesService {
  constructor(
    @InjectRepository(SuccessStory) private readonly stories: Repository<SuccessStory>,
    private readonly cache: PublicReadCache,
  ) {}

  count(): Promise<number> {
    return this.stories.count();
  }

  /**
   * The landing page's list: the active stories, featured first, then sortOrder (then oldest first). The same object
   * until a change, from the public-read cache (its JSON is then written once per change: PublicRead).
   */
  listPublic(): Promise<SuccessStoryListDto> {
    return this.cache.read(PUBLIC_STORIES_KEY, async () => ({ stories: await this.load(false) }));
  }

  /** What a caller sees: admins every story, everyone else the landing page's list. */
  async listFor(user: Pick<SessionUser, 'userType'> | undefined): Promise<SuccessStoryListDto> {
    return user?.userType === 'admin' ? { stories: await this.listAll() } : this.listPublic();
  }

  /** Every story, inactive ones too, in the same order (the admin's list). */
  listAll(): Promise<SuccessStoryDto[]> {
    return this.load(true);
  }

  private async load(includeInactive: boolean): Promise<SuccessStoryDto[]> {
    const where: FindOptionsWhere<SuccessStory> = includeInactive ? {} : { isActive: true };
    const rows = await this.stories.find({
      where,
      order: { isFeatured: 'DESC', sortOrder: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(toSuccessStoryDto);
  }

  async create(dto: CreateSuccessStoryDto): Promise<SuccessStoryDto> {
    const story = this.stories.create({
      ...dto,
      studentRole: dto.studentRole ?? null,
      studentLocation: dto.studentLocation ?? null,
      imageUrl: dto.imageUrl ?? null,
      videoUrl: dto.videoUrl ?? null,
      dealDetails: dto.dealDetails ?? {},
      tags: dto.tags ?? [],
      isActive: dto.isActive ?? true,
      isFeatured: dto.isFeatured ?? false,
      sortOrder: dto.sortOrder ?? 0,
    });
    const saved = toSuccessStoryDto(await this.stories.save(story));
    await this.cache.changed(PUBLIC_STORIES_KEY);
    return saved;
  }

  async update(id: string, dto: UpdateSuccessStoryDto): Promise<SuccessStoryDto> {
    const story = await this.stories.findOneBy({ id });
    if (!story) throw new NotFoundException(STORY_MESSAGES.notFound);
    const changes = Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined));
    const saved = toSuccessStoryDto(await this.stories.save(this.stories.merge(story, changes)));
    await this.cache.changed(PUBLIC_STORIES_KEY);
    return saved;
  }

  /** Positions 0..n-1 in the given order (featured stories still come first on the landing page). */
  async reorder(ids: string[]): Promise<SuccessStoryDto[]> {
    await this.stories.query(
      `UPDATE success_stories s SET "sortOrder" = o.ord - 1
         FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, ord) WHERE s.id = o.id`,
      [ids],
    );
    await this.cache.changed(PUBLIC_STORIES_KEY);
    return this.listAll();
  }

  async remove(id: string): Promise<void> {
    const { affected } = await this.stories.delete({ id });
    if (!affected) throw new NotFoundException(STORY_MESSAGES.notFound);
    await this.cache.changed(PUBLIC_STORIES_KEY);
  }
}
