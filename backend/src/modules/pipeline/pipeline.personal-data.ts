import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Person, PersonalDataSource, PersonalRows } from '../../core/people/personal-data';
import { FixFlipPropertiesService } from '../analyzer/fix-flip-properties.service';
import { DealStatusChange } from './entities/deal-status-change.entity';

/** The status history of a student's deals. Erased with the deals (ON DELETE CASCADE). */
@Injectable()
export class PipelinePersonalData implements PersonalDataSource {
  constructor(
    @InjectRepository(DealStatusChange) private readonly changes: Repository<DealStatusChange>,
    private readonly properties: FixFlipPropertiesService,
  ) {}

  async find({ userId }: Person): Promise<PersonalRows> {
    const ids = userId ? await this.properties.idsOf(userId) : [];
    return { deal_status_changes: ids.length ? await this.changes.findBy({ propertyId: In(ids) }) : [] };
  }

  async erase(): Promise<void> {
    // Nothing of its own: the rows go with the deals the analyzer erases.
  }
}
