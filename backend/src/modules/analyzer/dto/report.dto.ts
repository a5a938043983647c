import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { SHARE_LINK_DAYS as D } from '../fix-flip-report.constants';
import { ToNumber } from './number-input';
import { FixFlipPropertyDto } from './property.dto';

/**
 * What the report shows (PDF, shared page): the saved analysis without its pipeline status, plus who prepared it
 * and when. The PDF is drawn from this same object, so its numbers are the saved ones.
 */
export class FixFlipReportDto extends PickType(FixFlipPropertyDto, [
  'address',
  'city',
  'state',
  'zipCode',
  'county',
  'squareFeet',
  'bedrooms',
  'bathrooms',
  'lotSize',
  'rehabLevel',
  'arv',
  'needsPoolRenovation',
  'maxBuyPrice',
  'totalInvestment',
  'summary',
  'assumptions',
  'offerPrice',
  'comps',
  'analysis',
  'notes',
  'updatedAt',
] as const) {
  @ApiProperty({ type: String, description: "The student's name (or username when they gave none)" })
  preparedBy: string;
  @ApiProperty({ type: String, description: 'Google Maps search for the address' })
  mapUrl: string;
}

export class SharedAnalysisDto {
  @ApiProperty({ type: FixFlipReportDto }) report: FixFlipReportDto;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the link stops working' }) expiresAt: string;
}

export class CreateShareLinkDto {
  @ApiPropertyOptional({ type: 'integer', minimum: D.min, maximum: D.max, example: D.default })
  @ToNumber()
  @IsOptional()
  @Max(D.max, { message: `expiresInDays must be a whole number from ${D.min} to ${D.max}` })
  @Min(D.min, { message: `expiresInDays must be a whole number from ${D.min} to ${D.max}` })
  @IsInt({ message: `expiresInDays must be a whole number from ${D.min} to ${D.max}` })
  expiresInDays?: number;
}

export class ShareLinkResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: String }) message: string;
  @ApiProperty({ type: String, description: 'The read-only page; shown once (only a hash is kept)' }) url: string;
  @ApiProperty({ type: String, description: 'Public JSON: GET /api/shared-analyses/{token}' }) token: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
}

export class ShareLinkRevokedResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: String }) message: string;
}
