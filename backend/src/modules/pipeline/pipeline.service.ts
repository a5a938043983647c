import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FixFlipPropertiesService } from '../analyzer/fix-flip-properties.service';
import type { FixFlipProperty } from '../analyzer/entities/fix-flip-property.entity';
import { ChangeDealStatusDto } from './dto/change-deal-status.dto';
import { DealStatusChange } from './entities/deal-status-change.entity';

/**
 * Moves deals between pipeline columns. Any status may follow any other (spec 2 §4); every real move
 * is recorded in deal_status_changes and stamps statusUpdatedAt.
 */
@Injectable()
export class PipelineService {
  constructor(
    private readonly properties: FixFlipPropertiesService,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  /** Returns the deal and whether anything changed. */
  async changeStatus(
    userId: string,
    id: string,
    dto: ChangeDealStatusDto,
  ): Promise<{ deal: FixFlipProperty; changed: boolean }> {
    const deal = await this.properties.findOwn(userId, id);
    const lossReason = dto.status === 'lost' ? (dto.lossReason ?? null) : null;
    if (deal.status === dto.status && deal.lossReason === lossReason) return { deal, changed: false };
    const fromStatus = deal.status;
    deal.status = dto.status;
    deal.lossReason = lossReason;
    if (fromStatus !== dto.status) deal.statusUpdatedAt = new Date();
    await this.ds.transaction(async (em) => {
      await this.properties.saveStatus(em, userId, deal);
      await em
        .getRepository(DealStatusChange)
        .insert({ propertyId: deal.id, fromStatus, toStatus: dto.status, lossReason, changedByUserId: userId });
    });
    return { deal: await this.properties.findOwn(userId, id), changed: true };
  }

  /** The moves of one own deal, oldest first. */
  async history(userId: string, id: string): Promise<DealStatusChange[]> {
    await this.properties.findOwn(userId, id);
    return this.ds
      .getRepository(DealStatusChange)
      .find({ where: { propertyId: id }, order: { changedAt: 'ASC', id: 'ASC' } });
  }
}
