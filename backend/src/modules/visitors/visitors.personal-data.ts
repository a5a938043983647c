import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Person, PersonalDataSource, PersonalRows } from '../../core/people/personal-data';
import { normalizeEmail } from '../../core/validation/transforms';
import { Lead } from './entities/lead.entity';
import { Visitor } from './entities/visitor.entity';
import { VisitorAction } from './entities/visitor-action.entity';
import { VisitorActionsWriter } from './visitor-actions.writer';

/** Addresses are stored normalised (lower case) by every form that takes one. */
const sameAddress = (email: string) => normalizeEmail(email);

/** Visitor records with the address (consent, attribution, IP), their actions, and leads from the public form. */
@Injectable()
export class VisitorsPersonalData implements PersonalDataSource {
  constructor(
    @InjectRepository(Visitor) private readonly visitors: Repository<Visitor>,
    @InjectRepository(VisitorAction) private readonly actions: Repository<VisitorAction>,
    @InjectRepository(Lead) private readonly leads: Repository<Lead>,
    private readonly writer: VisitorActionsWriter,
  ) {}

  /** Ids of the visitor records that carry this address. */
  async visitorIds(email: string): Promise<string[]> {
    const rows = await this.visitors.find({ where: { email: sameAddress(email) }, select: { id: true } });
    return rows.map((v) => v.id);
  }

  /** Actions still in this process's buffer are written first (other replicas write theirs within 200 ms). */
  async find({ email, visitorIds }: Person): Promise<PersonalRows> {
    await this.writer.flush();
    return {
      visitors: visitorIds.length ? await this.visitors.findBy({ id: In(visitorIds) }) : [],
      visitor_actions: visitorIds.length ? await this.actions.findBy({ visitorId: In(visitorIds) }) : [],
      leads: await this.leads.findBy({ email: sameAddress(email) }),
    };
  }

  /** Deletes the leads and the visitor records (their actions and campaign sends follow by cascade). */
  async erase({ email, visitorIds }: Person): Promise<void> {
    await this.leads.delete({ email: sameAddress(email) });
    if (visitorIds.length) await this.visitors.delete({ id: In(visitorIds) });
  }
}
