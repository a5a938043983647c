import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { INPUT_LIMITS as L, PROVIDER_MESSAGES as M } from '../analyzer.constants';
import { ToTrimmed } from './number-input';

const SESSION_TOKEN = /^[A-Za-z0-9-]{8,64}$/;

export class AutocompleteAddressDto {
  @ApiProperty({ type: String, description: 'What the user typed (suggestions start at 3 characters)' })
  @ToTrimmed()
  @MaxLength(L.searchInput, { message: `input must be at most ${L.searchInput} characters` })
  @IsNotEmpty({ message: M.inputRequired })
  @IsString({ message: M.inputRequired })
  input: string;

  @ApiPropertyOptional({
    type: String,
    description: 'One token per search, also sent with the details call that ends it',
  })
  @IsOptional()
  @Matches(SESSION_TOKEN, { message: M.sessionTokenInvalid })
  sessionToken?: string;
}

export class PlaceDetailsRequestDto {
  @ApiProperty({ type: String })
  @ToTrimmed()
  @MaxLength(500, { message: 'place_id is too long' })
  @IsNotEmpty({ message: M.placeIdRequired })
  @IsString({ message: M.placeIdRequired })
  place_id: string;

  @ApiPropertyOptional({ type: String })
  @IsOptional()
  @Matches(SESSION_TOKEN, { message: M.sessionTokenInvalid })
  sessionToken?: string;
}

export class PropertyLookupRequestDto {
  @ApiProperty({ type: String })
  @ToTrimmed()
  @MaxLength(L.address, { message: `address must be at most ${L.address} characters` })
  @IsNotEmpty({ message: M.addressRequired })
  @IsString({ message: M.addressRequired })
  address: string;
}

export class StructuredFormattingDto {
  @ApiProperty({ type: String }) main_text: string;
  @ApiProperty({ type: String }) secondary_text: string;
}

export class AddressPredictionDto {
  @ApiProperty({ type: String }) place_id: string;
  @ApiProperty({ type: String }) description: string;
  @ApiProperty({ type: StructuredFormattingDto }) structured_formatting: StructuredFormattingDto;
}

export class AutocompleteAddressResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: [AddressPredictionDto] }) predictions: AddressPredictionDto[];
  @ApiPropertyOptional({ type: String, description: 'Why there are no suggestions (e.g. not configured)' })
  message?: string;
}

export class PlaceAddressDto {
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true }) state: string | null;
  @ApiProperty({ type: String, nullable: true }) zipCode: string | null;
  @ApiProperty({ type: String, nullable: true }) county: string | null;
}

export class PlaceDetailsResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiPropertyOptional({ type: PlaceAddressDto }) place?: PlaceAddressDto;
  @ApiPropertyOptional({ type: String }) message?: string;
}

export class PropertyFactsDto extends PlaceAddressDto {
  @ApiProperty({ type: Number, nullable: true }) squareFeet: number | null;
  @ApiProperty({ type: Number, nullable: true }) bedrooms: number | null;
  @ApiProperty({ type: Number, nullable: true }) bathrooms: number | null;
  @ApiProperty({ type: Number, nullable: true }) lotSize: number | null;
}

export class PropertyLookupResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiPropertyOptional({ type: PropertyFactsDto }) property?: PropertyFactsDto;
  @ApiPropertyOptional({ type: String }) message?: string;
}
