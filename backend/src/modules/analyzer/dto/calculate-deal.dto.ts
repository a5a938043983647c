import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { ANALYZER_MESSAGES as M, INPUT_LIMITS as L } from '../analyzer.constants';
import { REHAB_LEVELS, type RehabLevel } from '../entities/fix-flip-property.entity';
import { AssumptionsField, FixFlipAssumptionsInputDto } from './assumptions.dto';
import { ToNumber } from './number-input';

/** The inputs of the formula, shared by the calculation and the saved analysis. */
export class DealNumbersDto {
  @ApiProperty({ type: Number, description: 'After Repair Value in USD', example: 300000 })
  @ToNumber()
  @Max(L.maxMoney, { message: M.tooLarge('ARV') })
  @Min(1, { message: M.arvPositive })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.arvRequired })
  arv: number;

  @ApiProperty({ enum: REHAB_LEVELS, enumName: 'RehabLevel', example: 'medium' })
  @IsIn(REHAB_LEVELS, { message: M.rehabLevelRequired })
  rehabLevel: RehabLevel;

  @ApiPropertyOptional({ type: Boolean, default: false, example: false })
  @IsOptional()
  @IsBoolean({ message: 'needsPoolRenovation must be true or false' })
  needsPoolRenovation?: boolean;

  @AssumptionsField()
  assumptions?: FixFlipAssumptionsInputDto;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'An asking or offer price to test beside the max buy price',
    example: 180000,
  })
  @ToNumber()
  @IsOptional()
  @Max(L.maxMoney, { message: M.tooLarge('Offer price') })
  @Min(1, { message: 'Offer price must be greater than 0' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.numberInvalid('Offer price') })
  offerPrice?: number;
}

export class CalculateDealDto extends DealNumbersDto {
  @ApiProperty({ type: Number, description: 'Square feet of the house', example: 1500 })
  @ToNumber()
  @Max(L.maxSquareFeet, { message: M.tooLarge('Square footage') })
  @Min(1, { message: M.squareFeetPositive })
  @IsInt({ message: M.squareFeetPositive })
  @IsDefined({ message: M.squareFeetRequired })
  squareFeet: number;
}
