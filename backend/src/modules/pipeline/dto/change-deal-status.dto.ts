import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import { FixFlipPropertyDto } from '../../analyzer/dto/property.dto';
import { DEAL_STATUSES, DealStatus, LOSS_REASONS, LossReason, PIPELINE_MESSAGES as M } from '../pipeline.constants';

/** Spec 2 §7: PUT /api/fix-flip/properties/{id}/status — lossReason required (only) when the status is lost. */
export class ChangeDealStatusDto {
  @ApiProperty({ enum: DEAL_STATUSES, enumName: 'DealStatus', example: 'lost' })
  @IsIn(DEAL_STATUSES, { message: M.statusInvalid })
  status: DealStatus;

  @ApiPropertyOptional({
    enum: LOSS_REASONS,
    enumName: 'LossReason',
    nullable: true,
    description: 'Required when status is lost; ignored otherwise',
    example: 'financing_fell_through',
  })
  @ValidateIf((o: ChangeDealStatusDto) => o.status === 'lost' || (o.lossReason !== undefined && o.lossReason !== null))
  @IsIn(LOSS_REASONS, {
    message: (args) => ((args.object as ChangeDealStatusDto).lossReason ? M.lossReasonInvalid : M.lossReasonRequired),
  })
  lossReason?: LossReason | null;
}

export class ChangeDealStatusResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: String }) message: string;
  @ApiProperty({ type: FixFlipPropertyDto }) property: FixFlipPropertyDto;
}

export class DealStatusChangeDto {
  @ApiProperty({ enum: DEAL_STATUSES, enumName: 'DealStatus', nullable: true }) fromStatus: DealStatus | null;
  @ApiProperty({ enum: DEAL_STATUSES, enumName: 'DealStatus' }) toStatus: DealStatus;
  @ApiProperty({ enum: LOSS_REASONS, enumName: 'LossReason', nullable: true }) lossReason: LossReason | null;
  @ApiProperty({ type: String, format: 'date-time' }) changedAt: string;
}
