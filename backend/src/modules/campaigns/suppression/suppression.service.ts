import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, ILike, Repository } from 'typeorm';
import { CsvColumn, parseCsv, toCsv, toCsvRow } from '../../../core/csv/csv';
import { MailSuppression, MailTemplates } from '../../../core/mail/mail-templates';
import { SUPPRESSION_MESSAGES, SUPPRESSION_PAGE_SIZE, SUPPRESSION_REASON_LABELS } from '../campaigns.constants';
import {
  ADD_SUPPRESSION_SQL,
  MARK_LAST_SEND_COMPLAINED_SQL,
  NOTE_ACCOUNT_MAIL_SQL,
  SUPPRESSION_FOR_SQL,
} from '../campaigns.queries';
import {
  AddSuppressionDto,
  SuppressionDto,
  SuppressionImportResultDto,
  SuppressionListQueryDto,
  SuppressionPageDto,
  toSuppressionDto,
} from '../dto/suppression.dto';
import { SUPPRESSION_REASONS, Suppression, SuppressionKind, SuppressionReason } from '../entities/suppression.entity';

const ADDRESS = /^[^@\s,;<>"]+@([a-z0-9-]+\.)+[a-z0-9-]{2,}$/;
const DOMAIN = /^([a-z0-9-]+\.)+[a-z0-9-]{2,}$/;
/** Rows read per page of the CSV export. */
const EXPORT_BATCH = 1000;

/** An address or a domain ("@example.com" and "example.com" alike), lower case; null when it is neither. */
export function suppressionTarget(raw: string): { value: string; kind: SuppressionKind } | null {
  const v = raw.trim().toLowerCase().replace(/^@/, '');
  if (ADDRESS.test(v)) return { value: v, kind: 'address' };
  if (DOMAIN.test(v)) return { value: v, kind: 'domain' };
  return null;
}

const COLUMNS: ReadonlyArray<CsvColumn<Suppression>> = [
  { title: 'Address or domain', value: (s) => s.value },
  { title: 'Type', value: (s) => s.kind },
  { title: 'Reason', value: (s) => s.reason },
  { title: 'Detail', value: (s) => s.detail },
  { title: 'Added', value: (s) => new Date(s.createdAt).toISOString() },
];

/**
 * The suppression list: addresses and domains no marketing mail goes to. Hard bounces and unsubscribes land here
 * by themselves; admins add, remove, import and export. The mail path asks it before every marketing mail.
 */
@Injectable()
export class SuppressionService implements OnModuleInit, MailSuppression {
  private readonly logger = new Logger(SuppressionService.name);

  constructor(
    @InjectRepository(Suppression) private readonly repo: Repository<Suppression>,
    @InjectDataSource() private readonly ds: DataSource,
    private readonly templates: MailTemplates,
  ) {}

  onModuleInit(): void {
    this.templates.useSuppression(this);
  }

  async reasonFor(address: string): Promise<string | null> {
    const [row] = await this.ds.query<Array<{ reason: SuppressionReason }>>(SUPPRESSION_FOR_SQL, [
      address.trim().toLowerCase(),
    ]);
    return row ? SUPPRESSION_REASON_LABELS[row.reason] : null;
  }

  async accountMailSent(address: string): Promise<void> {
    await this.ds.query(NOTE_ACCOUNT_MAIL_SQL, [address.trim().toLowerCase()]);
  }

  async hardBounce(address: string, response: string): Promise<void> {
    if (await this.record(address, 'hard_bounce', response))
      this.logger.warn(`Hard bounce: ${address} suppressed (${response})`);
  }

  /** The person unsubscribed (the e-mail's page or one-click): kept on the list with that reason. */
  async unsubscribed(address: string): Promise<void> {
    await this.record(address, 'unsubscribe', null);
  }

  /**
   * A spam complaint reported by the mail provider: suppressed, and the address's last campaign send complained.
   * The address's entry id (added now or listed before, whatever its reason), or null for a malformed address.
   */
  async complained(address: string, detail: string | null): Promise<string | null> {
    const row = await this.record(address, 'complaint', detail);
    if (row) return row.id;
    const target = suppressionTarget(address);
    if (target?.kind !== 'address') return null;
    return (await this.repo.findOne({ where: { value: target.value }, select: { id: true } }))?.id ?? null;
  }

  /** The address an entry holds (null for a domain or an entry since removed). */
  async addressOf(id: string): Promise<string | null> {
    const row = await this.repo.findOne({ where: { id, kind: 'address' }, select: { value: true } });
    return row?.value ?? null;
  }

  /** Adds an entry unless the address or domain is there already; true when it was added. */
  private async record(raw: string, reason: SuppressionReason, detail: string | null): Promise<Suppression | null> {
    const target = suppressionTarget(raw);
    if (!target) return null;
    const [row] = await this.ds.query<Suppression[]>(ADD_SUPPRESSION_SQL, [
      target.value,
      target.kind,
      reason,
      detail?.slice(0, 500) ?? null,
    ]);
    if (row && reason === 'complaint' && target.kind === 'address')
      await this.ds.query(MARK_LAST_SEND_COMPLAINED_SQL, [target.value]);
    return row ?? null;
  }

  async list(query: SuppressionListQueryDto): Promise<SuppressionPageDto> {
    const page = query.page ?? 1;
    const search = query.search?.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const [rows, total] = await this.repo.findAndCount({
      where: search ? { value: ILike(`%${search}%`) } : {},
      order: { createdAt: 'DESC', value: 'ASC' },
      skip: (page - 1) * SUPPRESSION_PAGE_SIZE,
      take: SUPPRESSION_PAGE_SIZE,
    });
    return { suppressions: rows.map(toSuppressionDto), total, page, pageSize: SUPPRESSION_PAGE_SIZE };
  }

  async add(dto: AddSuppressionDto): Promise<SuppressionDto> {
    if (!suppressionTarget(dto.value)) throw new BadRequestException(SUPPRESSION_MESSAGES.invalidValue);
    const row = await this.record(dto.value, dto.reason ?? 'manual', dto.detail?.trim() || null);
    if (!row) throw new ConflictException(SUPPRESSION_MESSAGES.exists);
    return toSuppressionDto(row);
  }

  /** Takes an entry off the list: marketing mail may go again (an unsubscribed visitor stays unsubscribed). */
  async remove(id: string): Promise<void> {
    const result = await this.repo.delete({ id });
    if (!result.affected) throw new NotFoundException(SUPPRESSION_MESSAGES.notFound);
  }

  /** Every entry, oldest first, as the export's CSV (the same columns the import reads). */
  async *exportCsv(): AsyncGenerator<string> {
    yield toCsv([], COLUMNS);
    for (let skip = 0; ; skip += EXPORT_BATCH) {
      const rows = await this.repo.find({ order: { createdAt: 'ASC', id: 'ASC' }, skip, take: EXPORT_BATCH });
      if (rows.length) yield rows.map((r) => toCsvRow(COLUMNS.map((c) => c.value(r)))).join('');
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  /**
   * The first column of each row is an address or a domain (a header line is skipped); a third column holding one
   * of the reasons keeps it (an export read back), else the entry is 'manual'.
   */
  async importCsv(csv: string): Promise<SuppressionImportResultDto> {
    const result: SuppressionImportResultDto = { added: 0, existing: 0, invalid: [] };
    const rows = parseCsv(csv);
    for (const [i, cells] of rows.entries()) {
      const first = cells[0]?.replace(/^'/, '') ?? '';
      if (!suppressionTarget(first)) {
        // The first line may be a header.
        if (i > 0 && result.invalid.length < 20) result.invalid.push(first.slice(0, 100));
        continue;
      }
      const reason = SUPPRESSION_REASONS.find((r) => r === cells[2]?.trim()) ?? 'manual';
      if (await this.record(first, reason, cells[3]?.trim() || null)) result.added++;
      else result.existing++;
    }
    return result;
  }
}
