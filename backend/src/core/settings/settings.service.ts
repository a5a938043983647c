import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { IntegrationSetting } from './integration-setting.entity';

/** Integration state shared by every replica (tokens, cursors), kept in PostgreSQL. */
@Injectable()
export class SettingsService {
  constructor(@InjectRepository(IntegrationSetting) private readonly repo: Repository<IntegrationSetting>) {}

  async get<T extends Record<string, unknown>>(key: string): Promise<T | null> {
    const row = await this.repo.findOneBy({ key });
    return (row?.value as T) ?? null;
  }

  async set(key: string, value: Record<string, unknown>): Promise<void> {
    await this.repo.upsert({ key, value: value as never }, ['key']);
  }

  async delete(key: string): Promise<void> {
    await this.repo.delete({ key });
  }
}
