import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CompsChoiceDto } from './comps.dto';
import { ANALYZER_MESSAGES as M, INPUT_LIMITS as L } from '../analyzer.constants';
import { DealNumbersDto } from './calculate-deal.dto';
import { ToNumber, ToTrimmed } from './number-input';

/** Spec 2 §7: POST /api/fix-flip/properties. address, rehabLevel and arv are required. */
export class SavePropertyDto extends DealNumbersDto {
  @ApiProperty({ type: String, maxLength: L.address, example: '4821 W Bay Ave' })
  @ToTrimmed()
  @MaxLength(L.address, { message: M.tooLong('Address', L.address) })
  @IsNotEmpty({ message: M.addressRequired })
  @IsString({ message: M.addressRequired })
  address: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.city, example: 'Tampa' })
  @ToTrimmed()
  @IsOptional()
  @MaxLength(L.city, { message: M.tooLong('City', L.city) })
  @IsString()
  city?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.state, example: 'FL' })
  @ToTrimmed()
  @IsOptional()
  @MaxLength(L.state, { message: M.tooLong('State', L.state) })
  @IsString()
  state?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.zipCode, example: '33611' })
  @ToTrimmed()
  @IsOptional()
  @MaxLength(L.zipCode, { message: M.tooLong('Zip code', L.zipCode) })
  @IsString()
  zipCode?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.county, example: 'Hillsborough' })
  @ToTrimmed()
  @IsOptional()
  @MaxLength(L.county, { message: M.tooLong('County', L.county) })
  @IsString()
  county?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 1480 })
  @ToNumber()
  @IsOptional()
  @Max(L.maxSquareFeet, { message: M.tooLarge('Square footage') })
  @Min(1, { message: M.squareFeetPositive })
  @IsInt({ message: M.squareFeetPositive })
  squareFeet?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 3 })
  @ToNumber()
  @IsOptional()
  @Max(L.maxBedrooms, { message: M.tooLarge('Bedrooms') })
  @Min(0, { message: 'Bedrooms cannot be negative' })
  @IsInt({ message: 'Bedrooms must be a whole number' })
  bedrooms?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Steps of 0.5', example: 2 })
  @ToNumber()
  @IsOptional()
  @Max(L.maxBathrooms, { message: M.tooLarge('Bathrooms') })
  @Min(0, { message: 'Bathrooms cannot be negative' })
  @IsNumber({ maxDecimalPlaces: 1 }, { message: M.numberInvalid('Bathrooms') })
  bathrooms?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Square feet', example: 6500 })
  @ToNumber()
  @IsOptional()
  @Max(L.maxLotSize, { message: M.tooLarge('Lot size') })
  @Min(0, { message: 'Lot size cannot be negative' })
  @IsInt({ message: 'Lot size must be a whole number of square feet' })
  lotSize?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.notes,
    example: 'Roof is 20 years old; seller motivated by a job move.',
  })
  @ToTrimmed()
  @IsOptional()
  @MaxLength(L.notes, { message: M.tooLong('Notes', L.notes) })
  @IsString()
  notes?: string;

  @ApiPropertyOptional({
    type: CompsChoiceDto,
    nullable: true,
    description: 'The comparables behind the ARV as the student chose them',
    example: {
      derivedArv: 305000,
      items: [
        { address: '4809 W Bay Ave', price: 310000, included: true, adjustmentType: 'amount', adjustment: -5000 },
        { address: '4901 W Bay Ave', price: 420000, included: false, adjustmentType: 'percent', adjustment: 0 },
      ],
    },
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => CompsChoiceDto)
  @IsObject({ message: 'comps must be an object' })
  comps?: CompsChoiceDto;
}

/**
 * Spec 2 §7: PUT /api/fix-flip/properties/{id}. ARV is required; blank notes clear them. Without an address ARV and
 * notes change, and terms, offer or comps when sent (the deal dialog); with one the whole analysis is replaced and
 * fields left out are cleared (a reopened analysis saved from the analyzer). The numbers are recomputed.
 */
export class UpdatePropertyDto extends PartialType(OmitType(SavePropertyDto, ['arv', 'notes'] as const)) {
  @ApiProperty({ type: Number, description: 'After Repair Value in USD', example: 310000 })
  @ToNumber()
  @Max(L.maxMoney, { message: M.tooLarge('ARV') })
  @Min(1, { message: M.arvPositive })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.arvRequired })
  arv: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.notes,
    description: 'Blank clears the notes',
    example: 'Contractor bid came in at $41,000.',
  })
  @ToTrimmed()
  @IsOptional()
  @MaxLength(L.notes, { message: M.tooLong('Notes', L.notes) })
  @IsString()
  notes?: string;
}
