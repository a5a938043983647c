import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, SelectQueryBuilder } from 'typeorm';
import { LEADS_DEFAULT_PAGE_SIZE, LEADS_EXPORT_BATCH } from './leads.constants';
import { Lead } from '../entities/lead.entity';
import { toCsvRow } from '../../../core/csv/csv';
import { CreateLeadDto, LeadListQueryDto, LeadPageDto, toLeadDto } from './dto/lead.dto';

const CSV_HEADER = ['First Name', 'Last Name', 'Email', 'Phone', 'Created At'];

@Injectable()
export class LeadsService {
  constructor(@InjectRepository(Lead) private readonly leads: Repository<Lead>) {}

  count(): Promise<number> {
    return this.leads.count();
  }

  async createLead(dto: CreateLeadDto): Promise<string> {
    const lead = await this.leads.save(this.leads.create(dto));
    return lead.id;
  }

  async listLeads(query: LeadListQueryDto): Promise<LeadPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? LEADS_DEFAULT_PAGE_SIZE;
    const [rows, total] = await this.searchQuery(query.search)
      .orderBy('l.createdAt', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { leads: rows.map(toLeadDto), total, page, pageSize };
  }

  /** Every matching lead as CSV lines, read in keyset-paged batches so memory stays flat. */
  async *exportCsv(search?: string): AsyncGenerator<string> {
    let after: { createdAt: Date; id: string } | undefined;
    for (let header = toCsvRow(CSV_HEADER); ; header = '') {
      const qb = this.searchQuery(search)
        .orderBy('l.createdAt', 'DESC')
        .addOrderBy('l.id', 'DESC')
        .take(LEADS_EXPORT_BATCH);
      if (after) qb.andWhere('(l.createdAt, l.id) < (:createdAt, :id)', after);
      const rows = await qb.getMany();
      // The header goes out with the first batch, so a query that fails does so before any byte is sent.
      if (!rows.length) {
        if (header) yield header;
        return;
      }
      yield (
        header +
        rows
          .map((l) => toCsvRow([l.firstName, l.lastName, l.email, l.phone, new Date(l.createdAt).toISOString()]))
          .join('')
      );
      const last = rows[rows.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
      if (rows.length < LEADS_EXPORT_BATCH) return;
    }
  }

  private searchQuery(search?: string): SelectQueryBuilder<Lead> {
    const qb = this.leads.createQueryBuilder('l');
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.where(
        new Brackets((w) =>
          w
            .where('l.firstName ILIKE :like', { like })
            .orWhere('l.lastName ILIKE :like')
            .orWhere('l.email ILIKE :like')
            .orWhere('l.phone ILIKE :like')
            .orWhere(`(l.firstName || ' ' || l.lastName) ILIKE :like`),
        ),
      );
    }
    return qb;
  }
}
