import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ASSUMPTION_LIMITS as A, INPUT_LIMITS as L } from '../analyzer.constants';
import { ToNumber, ToTrimmed } from './number-input';

export const COMP_ADJUSTMENT_TYPES = ['amount', 'percent'] as const;
export type CompAdjustmentType = (typeof COMP_ADJUSTMENT_TYPES)[number];

/** One comparable as the student kept it: included or not, with an adjustment in dollars or a fraction. */
export class CompChoiceDto {
  @ApiPropertyOptional({ type: String, maxLength: 100, description: "The provider's id, if any", example: 'c-1' })
  @ToTrimmed()
  @IsOptional()
  @MaxLength(100, { message: '$property must be at most 100 characters' })
  @IsString({ message: '$property must be text' })
  id?: string;

  @ApiProperty({ type: String, maxLength: L.address, example: '4809 W Bay Ave, Tampa, FL 33611' })
  @ToTrimmed()
  @MaxLength(L.address, { message: `$property must be at most ${L.address} characters` })
  @IsNotEmpty({ message: '$property is required' })
  @IsString({ message: '$property is required' })
  address: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Sale price or value, USD', example: 312000 })
  @ToNumber()
  @IsOptional()
  @Max(L.maxMoney, { message: '$property is too large' })
  @Min(0, { message: '$property cannot be negative' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' })
  price?: number;

  @ApiProperty({ type: Boolean, example: true })
  @IsBoolean({ message: '$property must be true or false' })
  included: boolean;

  @ApiProperty({ enum: COMP_ADJUSTMENT_TYPES, enumName: 'CompAdjustmentType', example: 'amount' })
  @IsIn(COMP_ADJUSTMENT_TYPES, { message: '$property must be amount or percent' })
  adjustmentType: CompAdjustmentType;

  @ApiProperty({
    type: Number,
    description: 'USD for amount; a fraction from -1 to 1 for percent (0.05 = +5%)',
    example: -5000,
  })
  @ToNumber()
  @Max(L.maxMoney, { message: '$property is too large' })
  @Min(-L.maxMoney, { message: '$property is too large' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' })
  adjustment: number;
}

/** The comparables behind the ARV, as chosen on the client, with the ARV it derived from them. */
export class CompsChoiceDto {
  @ApiProperty({ type: Number, description: 'The ARV the client derived from the included comps', example: 305000 })
  @ToNumber()
  @Max(L.maxMoney, { message: '$property is too large' })
  @Min(0, { message: '$property cannot be negative' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' })
  derivedArv: number;

  @ApiProperty({ type: [CompChoiceDto], maxItems: A.maxComps })
  @ArrayMaxSize(A.maxComps, { message: `$property can hold at most ${A.maxComps} comps` })
  @ValidateNested({ each: true })
  @Type(() => CompChoiceDto)
  @IsArray({ message: '$property must be a list' })
  items: CompChoiceDto[];
}

/** A percent adjustment outside -100%..+100% (a message), or null. */
export function compsProblem(comps: CompsChoiceDto | undefined | null): string | null {
  const i = comps?.items.findIndex((c) => c.adjustmentType === 'percent' && Math.abs(c.adjustment) > 1) ?? -1;
  return i < 0 ? null : `comps.items.${i}.adjustment must be a fraction from -1 to 1 when adjustmentType is percent`;
}
