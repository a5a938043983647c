import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AssumptionSetDto, SaveAssumptionSetDto } from './dto/assumptions.dto';
import { FixFlipAssumptionSet } from './entities/fix-flip-assumption-set.entity';
import { resolveAssumptions } from './fix-flip.calculator';

/** A student's own default terms (one named set each); without one, the spec's. */
@Injectable()
export class FixFlipAssumptionsService {
  constructor(@InjectRepository(FixFlipAssumptionSet) private readonly sets: Repository<FixFlipAssumptionSet>) {}

  async getOwn(userId: string): Promise<AssumptionSetDto> {
    return toSetDto(await this.sets.findOne({ where: { userId } }));
  }

  /** Creates or replaces the set; what is left out is the spec default. */
  async saveOwn(userId: string, dto: SaveAssumptionSetDto): Promise<AssumptionSetDto> {
    await this.sets
      .createQueryBuilder()
      .insert()
      .values({ userId, name: dto.name, assumptions: resolveAssumptions(dto.assumptions) })
      .orUpdate(['name', 'assumptions', 'updatedAt'], ['userId'])
      .execute();
    return this.getOwn(userId);
  }

  /** Back to the spec defaults. */
  async removeOwn(userId: string): Promise<AssumptionSetDto> {
    await this.sets.delete({ userId });
    return toSetDto(null);
  }
}

function toSetDto(set: FixFlipAssumptionSet | null): AssumptionSetDto {
  return set
    ? {
        name: set.name,
        isCustom: true,
        assumptions: resolveAssumptions(set.assumptions),
        updatedAt: set.updatedAt.toISOString(),
      }
    : { name: null, isCustom: false, assumptions: resolveAssumptions(), updatedAt: null };
}
