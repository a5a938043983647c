import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Queue } from 'bullmq';
import { Roles } from '../../core/http/decorators/roles.decorator';
import { QUEUES, THINKIFIC_SYNC_JOB_INVITE } from '../../core/queue/queues';
import { jobData } from '../../core/queue/job-context';
import { HistoricalBuyersDto, HistoricalInviteDto } from './dto/historical-buyers.dto';
import { HISTORICAL_INVITE_JOB_ID } from './thinkific.constants';
import { ThinkificReconcileService } from './thinkific-reconcile.service';

/** Buyers imported by the first reconciliation get accounts and e-mails only when an admin says so. */
@ApiTags('admin')
@Controller('admin/thinkific/historical-buyers')
@Roles('admin')
export class ThinkificAdminController {
  constructor(
    private readonly reconcile: ThinkificReconcileService,
    @InjectQueue(QUEUES.thinkificSync) private readonly queue: Queue,
  ) {}

  @Get()
  @ApiOkResponse({ type: HistoricalBuyersDto })
  @ApiOperation({ summary: 'Count imported buyers who have no student account yet' })
  async historicalBuyers(): Promise<HistoricalBuyersDto> {
    return { count: await this.reconcile.historicalBuyers() };
  }

  @Post('invite')
  @HttpCode(200)
  @ApiOkResponse({ type: HistoricalInviteDto })
  @ApiOperation({
    summary: 'Create and e-mail student accounts for the imported buyers',
    description: 'The accounts are created by the worker; the answer says how many buyers were queued.',
  })
  async invite(): Promise<HistoricalInviteDto> {
    const queued = await this.reconcile.historicalBuyers();
    if (queued)
      await this.queue.add(THINKIFIC_SYNC_JOB_INVITE, jobData({}), {
        jobId: `${HISTORICAL_INVITE_JOB_ID}-${Date.now()}`,
      });
    return { queued };
  }
}
