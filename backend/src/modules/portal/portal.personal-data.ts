import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Person, PersonalDataSource, PersonalRows } from '../../core/people/personal-data';
import { ToolAnalysis } from './entities/tool-analysis.entity';

/** A student's saved rental and creative-finance analyses. */
@Injectable()
export class PortalPersonalData implements PersonalDataSource {
  constructor(@InjectRepository(ToolAnalysis) private readonly analyses: Repository<ToolAnalysis>) {}

  async find({ userId }: Person): Promise<PersonalRows> {
    return { tool_analyses: userId ? await this.analyses.findBy({ userId }) : [] };
  }

  async erase({ userId }: Person): Promise<void> {
    if (userId) await this.analyses.delete({ userId });
  }
}
