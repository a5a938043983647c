import { PageNumber } from '../../../core/validation/page-number';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../core/validation/transforms';
import { SUPPRESSION_MESSAGES, SUPPRESSION_PAGE_SIZE } from '../campaigns.constants';
import { SUPPRESSION_KINDS, SUPPRESSION_REASONS, Suppression } from '../entities/suppression.entity';

/** What an admin may add by hand: a manual entry, or a complaint the owner heard of by other means. */
export const ADDABLE_REASONS = ['manual', 'complaint'] as const;

export class SuppressionListQueryDto {
  @ApiPropertyOptional({ type: String, description: 'Part of the address or domain' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(254)
  search?: string;

  @PageNumber()
  page?: number;
}

export class AddSuppressionDto {
  @ApiProperty({
    type: String,
    example: 'jane@example.com',
    description: 'An address, or a whole domain (example.com)',
  })
  @Trim()
  @IsString({ message: SUPPRESSION_MESSAGES.invalidValue })
  @MaxLength(254, { message: SUPPRESSION_MESSAGES.invalidValue })
  value: string;

  @ApiPropertyOptional({ enum: ADDABLE_REASONS, default: 'manual', example: 'manual' })
  @IsOptional()
  @IsIn(ADDABLE_REASONS, { message: `reason must be one of ${ADDABLE_REASONS.join(', ')}` })
  reason?: (typeof ADDABLE_REASONS)[number];

  @ApiPropertyOptional({ type: String, description: 'A note for the other admins', example: 'Asked by phone' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  detail?: string;
}

export class ImportSuppressionsDto {
  @ApiProperty({
    type: String,
    description:
      'CSV text: the address or domain in the first column (a header line is skipped), the reason in the third',
    example: 'Address or domain,Type,Reason\njane@example.com,address,manual\nexample.org,domain,manual\n',
  })
  @IsString({ message: SUPPRESSION_MESSAGES.csvRequired })
  @MaxLength(1_000_000, { message: SUPPRESSION_MESSAGES.csvTooLarge })
  csv: string;
}

export class SuppressionDto {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String, example: 'jane@example.com' }) value: string;
  @ApiProperty({ enum: SUPPRESSION_KINDS }) kind: (typeof SUPPRESSION_KINDS)[number];
  @ApiProperty({ enum: SUPPRESSION_REASONS }) reason: (typeof SUPPRESSION_REASONS)[number];
  @ApiProperty({ type: String, nullable: true }) detail: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last account mail sent anyway' })
  accountMailAt: string | null;
}

export class SuppressionPageDto {
  @ApiProperty({ type: [SuppressionDto] }) suppressions: SuppressionDto[];
  @ApiProperty({ type: Number }) total: number;
  @ApiProperty({ type: Number }) page: number;
  @ApiProperty({ type: Number, example: SUPPRESSION_PAGE_SIZE }) pageSize: number;
}

export class SuppressionImportResultDto {
  @ApiProperty({ type: Number, description: 'New entries' }) added: number;
  @ApiProperty({ type: Number, description: 'Already on the list' }) existing: number;
  @ApiProperty({ type: [String], description: 'Lines that held no address or domain (at most 20 listed)' })
  invalid: string[];
}

export function toSuppressionDto(s: Suppression): SuppressionDto {
  return {
    id: s.id,
    value: s.value,
    kind: s.kind,
    reason: s.reason,
    detail: s.detail,
    createdAt: new Date(s.createdAt).toISOString(),
    accountMailAt: s.accountMailAt ? new Date(s.accountMailAt).toISOString() : null,
  };
}
