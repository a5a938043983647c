import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { HOUR_MS } from '../../core/time/days';
import { ANALYZER_MESSAGES, DELETED_DEAL_KEEP_HOURS, INPUT_LIMITS } from './analyzer.constants';
import { SavePropertyDto, UpdatePropertyDto } from './dto/save-property.dto';
import { FixFlipProperty, type SavedComps } from './entities/fix-flip-property.entity';
import { CompsChoiceDto, compsProblem } from './dto/comps.dto';
import { analyzeFixFlip, resolveAssumptions } from './fix-flip.calculator';

type Numbers = Pick<
  FixFlipProperty,
  'arv' | 'squareFeet' | 'rehabLevel' | 'needsPoolRenovation' | 'assumptions' | 'offerPrice'
>;
type Derived = Pick<
  FixFlipProperty,
  | 'renovationCost'
  | 'closingCosts'
  | 'agentCommission'
  | 'taxes'
  | 'hardMoneyCarryCost'
  | 'profitTarget'
  | 'maxBuyPrice'
  | 'analysisData'
>;

/**
 * The stored numbers come from the one calculator, with the deal's own terms, in the one presentation (summary: a
 * losing deal stores max buy 0, no carry, and the shortfall as its profit). Without square footage the renovation
 * cannot be priced, so the derived numbers stay empty until it is known (see docs/decisions.md).
 */
export function derivedNumbers(p: Numbers): Derived {
  if (!p.squareFeet) {
    return {
      renovationCost: null,
      closingCosts: null,
      agentCommission: null,
      taxes: null,
      hardMoneyCarryCost: null,
      profitTarget: null,
      maxBuyPrice: null,
      analysisData: null,
    };
  }
  const a = analyzeFixFlip({ ...p, squareFeet: p.squareFeet }); // the row's own inputs, its square footage known
  const stored = {
    renovationCost: a.renovationCost,
    closingCosts: a.closingCosts,
    agentCommission: a.agentCommission,
    taxes: a.taxes,
    hardMoneyCarryCost: a.summary.hardMoneyCarryCost,
    profitTarget: a.summary.expectedProfit,
    maxBuyPrice: a.summary.maxBuyPrice,
  };
  // Extreme terms (a 50% commission on a trillion-dollar ARV) can give amounts the money columns cannot hold.
  if (Object.values(stored).some((n) => Math.abs(n) > INPUT_LIMITS.maxMoney)) {
    throw new BadRequestException(ANALYZER_MESSAGES.amountsTooLarge);
  }
  return { ...stored, analysisData: a as unknown as Record<string, unknown> };
}

/** Saved analyses (= pipeline deals) of one user. Every read and write is scoped to the owner. */
@Injectable()
export class FixFlipPropertiesService {
  constructor(@InjectRepository(FixFlipProperty) private readonly properties: Repository<FixFlipProperty>) {}

  /** Ids of every deal of the user, deleted ones (still restorable) included. */
  async idsOf(userId: string): Promise<string[]> {
    const rows = await this.properties.find({ where: { userId }, withDeleted: true, select: { id: true } });
    return rows.map((p) => p.id);
  }

  listOwn(userId: string): Promise<FixFlipProperty[]> {
    return this.properties.find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** The user's own property, or 404 (also for another user's id, which must not be disclosed). */
  /** Stores a deal's pipeline stage (called by the pipeline module inside its transaction). */
  async saveStatus(
    em: EntityManager,
    userId: string,
    deal: Pick<FixFlipProperty, 'id' | 'status' | 'lossReason' | 'statusUpdatedAt'>,
  ): Promise<void> {
    await em
      .getRepository(FixFlipProperty)
      .update(
        { id: deal.id, userId },
        { status: deal.status, lossReason: deal.lossReason, statusUpdatedAt: deal.statusUpdatedAt },
      );
  }

  async findOwn(userId: string, id: string): Promise<FixFlipProperty> {
    const property = await this.properties.findOne({ where: { id, userId } });
    if (!property) throw new NotFoundException(ANALYZER_MESSAGES.propertyNotFound);
    return property;
  }

  async create(userId: string, dto: SavePropertyDto): Promise<FixFlipProperty> {
    const fields = propertyFields(dto);
    return this.properties.save(
      this.properties.create({
        ...fields,
        ...derivedNumbers(fields),
        userId,
        status: 'chasing',
        lossReason: null,
        statusUpdatedAt: new Date(),
      }),
    );
  }

  /**
   * ARV and notes always; with an address the whole analysis is replaced (fields left out are cleared).
   * Every derived number is recomputed.
   */
  async updateDetails(userId: string, id: string, dto: UpdatePropertyDto): Promise<FixFlipProperty> {
    const property = await this.findOwn(userId, id);
    if (dto.address !== undefined) {
      Object.assign(
        property,
        propertyFields({ ...dto, address: dto.address, rehabLevel: dto.rehabLevel ?? property.rehabLevel }),
      );
    } else {
      // The deal dialog: ARV and notes; terms, offer and comps change only when sent.
      property.arv = dto.arv;
      property.notes = dto.notes ?? null;
      if (dto.assumptions) property.assumptions = resolveAssumptions(dto.assumptions);
      if (dto.offerPrice !== undefined) property.offerPrice = dto.offerPrice;
      if (dto.comps) property.comps = savedComps(dto.comps);
    }
    Object.assign(property, derivedNumbers(property));
    return this.properties.save(property);
  }

  /**
   * Hides an own deal (with its history) at once; restore() brings it back until it is purged
   * DELETED_DEAL_KEEP_HOURS later. Deals deleted longer ago than that are purged on the way.
   * Answers until when the deal can be restored (ISO 8601).
   */
  async remove(userId: string, id: string): Promise<string> {
    await this.findOwn(userId, id);
    await this.properties.softDelete({ id, userId });
    await this.properties
      .createQueryBuilder()
      .delete()
      .where(`"deletedAt" < now() - make_interval(hours => :hours)`, { hours: DELETED_DEAL_KEEP_HOURS })
      .execute();
    return new Date(Date.now() + DELETED_DEAL_KEEP_HOURS * HOUR_MS).toISOString();
  }

  async restore(userId: string, id: string): Promise<FixFlipProperty> {
    const restored = await this.properties
      .createQueryBuilder()
      .restore()
      .where(`id = :id AND "userId" = :userId AND "deletedAt" IS NOT NULL`, { id, userId })
      .andWhere(`"deletedAt" >= now() - make_interval(hours => :hours)`, { hours: DELETED_DEAL_KEEP_HOURS })
      .execute();
    if (!restored.affected) throw new NotFoundException(ANALYZER_MESSAGES.restoreExpired);
    return this.findOwn(userId, id);
  }
}

/** The stored inputs of an analysis; optional fields not given are empty. */
function propertyFields(dto: SavePropertyDto) {
  return {
    address: dto.address,
    city: dto.city ?? null,
    state: dto.state ?? null,
    zipCode: dto.zipCode ?? null,
    county: dto.county ?? null,
    squareFeet: dto.squareFeet ?? null,
    bedrooms: dto.bedrooms ?? null,
    bathrooms: dto.bathrooms ?? null,
    lotSize: dto.lotSize ?? null,
    rehabLevel: dto.rehabLevel,
    arv: dto.arv,
    needsPoolRenovation: dto.needsPoolRenovation ?? false,
    notes: dto.notes ?? null,
    assumptions: resolveAssumptions(dto.assumptions),
    offerPrice: dto.offerPrice ?? null,
    comps: savedComps(dto.comps),
  };
}

/** The comps choice as stored (plain objects), after the check the decorators cannot express. */
function savedComps(comps: CompsChoiceDto | undefined): SavedComps | null {
  const problem = compsProblem(comps);
  if (problem) throw new BadRequestException(problem);
  return comps ? { derivedArv: comps.derivedArv, items: comps.items.map((c) => ({ ...c })) } : null;
}
