import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsNumberString, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export const AUDIT_OUTCOMES = ['done', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export class AuditActorDto {
  @ApiProperty() id: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null once the account is deleted' })
  username: string | null;
}

export class AuditEventDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, format: 'date-time' }) at: string;
  @ApiPropertyOptional({ type: AuditActorDto, nullable: true, description: 'null for a refused unknown account' })
  actor: AuditActorDto | null;
  @ApiProperty({ example: 'updateAdminUser' }) action: string;
  @ApiProperty({ example: "Change a user's details, role, status or password" }) summary: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'PUT /api/admin/users/:id' }) route: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) targetId: string | null;
  @ApiProperty({ description: 'The HTTP status it ended with: 2xx done, 4xx refused' }) status: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The network, truncated to /24 or /48' })
  ip: string | null;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'What changed: { field: { before, after } } for roles and statuses, field names otherwise',
  })
  details: Record<string, unknown> | null;
}

export class AuditEventPageDto {
  @ApiProperty({ type: [AuditEventDto] }) events: AuditEventDto[];
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Pass as `before` for the next (older) page' })
  nextBefore: string | null;
}

/** Filters of GET /api/admin/audit; newest first, 50 a page. */
export class AuditQueryDto {
  @ApiPropertyOptional({ description: 'Username or e-mail address of the account that acted' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  actor?: string;

  @ApiPropertyOptional({ example: 'deleteAdminUser' })
  @IsOptional()
  @Matches(/^[A-Za-z]{1,100}$/, { message: 'action must be an operation name such as deleteAdminUser' })
  action?: string;

  @ApiPropertyOptional({ enum: AUDIT_OUTCOMES, description: 'done: status below 400; refused: 400 or more' })
  @IsOptional()
  @IsIn(AUDIT_OUTCOMES, { message: 'outcome must be done or refused' })
  outcome?: AuditOutcome;

  @ApiPropertyOptional({ type: String, format: 'date-time' })
  @IsOptional()
  @IsISO8601({}, { message: 'from must be an ISO 8601 date' })
  from?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time' })
  @IsOptional()
  @IsISO8601({}, { message: 'to must be an ISO 8601 date' })
  to?: string;

  @ApiPropertyOptional({ description: 'The id of the last event of the previous page' })
  @IsOptional()
  @IsNumberString({ no_symbols: true }, { message: 'before must be an event id' })
  @MaxLength(18, { message: 'before must be an event id' })
  before?: string;
}
