import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Person, PersonalDataSource, PersonalRows } from '../../core/people/personal-data';
import { FixFlipAssumptionSet } from './entities/fix-flip-assumption-set.entity';
import { FixFlipProperty } from './entities/fix-flip-property.entity';
import { FixFlipShareLink } from './entities/fix-flip-share-link.entity';

/** A student's saved analyses, their assumptions and share links. Erased with the account (ON DELETE CASCADE). */
@Injectable()
export class AnalyzerPersonalData implements PersonalDataSource {
  constructor(
    @InjectRepository(FixFlipProperty) private readonly properties: Repository<FixFlipProperty>,
    @InjectRepository(FixFlipAssumptionSet) private readonly assumptions: Repository<FixFlipAssumptionSet>,
    @InjectRepository(FixFlipShareLink) private readonly links: Repository<FixFlipShareLink>,
  ) {}

  async find({ userId }: Person): Promise<PersonalRows> {
    if (!userId) return { fix_flip_properties: [], fix_flip_assumption_sets: [], fix_flip_share_links: [] };
    const properties = await this.properties.find({ where: { userId }, withDeleted: true });
    return {
      fix_flip_properties: properties,
      fix_flip_assumption_sets: await this.assumptions.findBy({ userId }),
      fix_flip_share_links: properties.length
        ? await this.links.findBy({ propertyId: In(properties.map((p) => p.id)) })
        : [],
    };
  }

  async erase({ userId }: Person): Promise<void> {
    if (userId) await this.properties.delete({ userId }); // share links and status changes follow by cascade
    if (userId) await this.assumptions.delete({ userId });
  }
}
