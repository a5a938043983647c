import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { AuditEventPageDto, AuditQueryDto } from './audit-log.dto';
import { AuditLogService } from './audit-log.service';

/** The audit trail, read-only: the product has no route that edits or deletes an entry. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/audit')
export class AuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @Get()
  @ApiOkResponse({ type: AuditEventPageDto })
  @ApiOperation({
    summary: 'Read the audit trail: admin actions, sign-ins and refused sign-ins, newest first',
    description: '50 a page; pass nextBefore as before for the next page.',
  })
  listAuditEvents(@Query() query: AuditQueryDto): Promise<AuditEventPageDto> {
    return this.audit.page(query);
  }
}
