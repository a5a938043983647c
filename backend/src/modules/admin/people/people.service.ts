import { getQueueToken } from '@nestjs/bullmq';
import { BadRequestException, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Queue } from 'bullmq';
import type { Person, PersonalDataSource, PersonalRows } from '../../../core/people/personal-data';
import { ALL_QUEUES } from '../../../core/queue/queues';
import { AnalyzerPersonalData } from '../../analyzer/analyzer.personal-data';
import { AuthPersonalData } from '../../auth/auth.personal-data';
import { CampaignsPersonalData } from '../../campaigns/campaigns.personal-data';
import { PipelinePersonalData } from '../../pipeline/pipeline.personal-data';
import { PortalPersonalData } from '../../portal/portal.personal-data';
import { ThinkificPersonalData } from '../../thinkific/thinkific.personal-data';
import { VisitorsPersonalData } from '../../visitors/visitors.personal-data';
import { ErasedPersonDto, ErasePersonDto, PersonDto } from './people.dto';
import { removeJobsMentioning } from './queued-jobs';

export const PEOPLE_MESSAGES = {
  confirmMismatch: 'Type the address again to confirm: the two do not match',
} as const;

/**
 * A person's data by e-mail address, across every module that holds some (GDPR art. 15 and 17, CCPA): find it,
 * export it, erase it. Each module reads and erases its own tables (its *.personal-data.ts); this only asks them.
 */
@Injectable()
export class PeopleService {
  constructor(
    private readonly auth: AuthPersonalData,
    private readonly visitors: VisitorsPersonalData,
    private readonly analyzer: AnalyzerPersonalData,
    private readonly pipeline: PipelinePersonalData,
    private readonly portal: PortalPersonalData,
    private readonly campaigns: CampaignsPersonalData,
    private readonly thinkific: ThinkificPersonalData,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** The order of erasure: the provider first (it may fail, and then nothing here is gone yet), the account last. */
  private get sources(): PersonalDataSource[] {
    return [this.campaigns, this.thinkific, this.pipeline, this.analyzer, this.portal, this.visitors, this.auth];
  }

  private async person(email: string): Promise<Person> {
    const user = await this.auth.account(email);
    const thinkificUserId = user?.thinkificUserId ?? (await this.thinkific.thinkificUserId(email, user?.id ?? null));
    return { email, userId: user?.id ?? null, thinkificUserId, visitorIds: await this.visitors.visitorIds(email) };
  }

  private async rows(person: Person): Promise<PersonalRows> {
    const tables: PersonalRows = {};
    for (const source of this.sources) Object.assign(tables, await source.find(person));
    return tables;
  }

  async find(email: string): Promise<PersonDto> {
    const tables = await this.rows(await this.person(email));
    return { email, found: Object.values(tables).some((rows) => rows.length > 0), tables };
  }

  /** Deletes everything but one suppression entry, ends the sessions, removes the jobs that name the person. */
  async erase({ email, confirm }: ErasePersonDto): Promise<ErasedPersonDto> {
    if (confirm !== email) throw new BadRequestException(PEOPLE_MESSAGES.confirmMismatch);
    const person = await this.person(email);
    const before = await this.rows(person);
    for (const source of this.sources) await source.erase(person);
    const ids = Object.values(before).flatMap((rows) => rows.map((r) => (r as { id?: unknown }).id));
    const jobsRemoved = await removeJobsMentioning(this.queues(), [
      email,
      ...ids.filter((id): id is string => typeof id === 'string'),
    ]);
    const erased = Object.fromEntries(
      Object.entries(before)
        .filter(([table]) => table !== 'suppressions')
        .map(([table, rows]) => [table, rows.length]),
    );
    return { success: true, erased, jobsRemoved };
  }

  private queues(): Queue[] {
    return ALL_QUEUES.map((name) => this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
  }
}
