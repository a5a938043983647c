import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { OpsStatusResponseDto } from './ops.dto';
import { OpsService } from './ops.service';

@ApiTags('admin')
@Roles('admin')
@Controller('admin/ops')
export class OpsController {
  constructor(private readonly ops: OpsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: OpsStatusResponseDto })
  @ApiOperation({
    summary: 'Read the health of the API, workers, PostgreSQL and Redis, the queues, providers and the day’s mail',
    description: 'Answers 200 while a dependency is down: the body says which. Mail figures cover the last 24 hours.',
  })
  async getOpsStatus(): Promise<OpsStatusResponseDto> {
    return { success: true, ops: await this.ops.overview() };
  }
}
