import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { INPUT_LIMITS as L, PROVIDER_MESSAGES as M } from '../analyzer.constants';
import { ToTrimmed } from './number-input';

/** Places (New) session tokens: URL-safe base64 (a UUID is recommended), at most 36 characters. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{8,36}$/;

export class AutocompleteAddressDto {
  @ApiProperty({
    type: String,
    description: 'What the user typed (suggestions start at 3 characters)',
    example: '4821 W Bay',
  })
  @ToTrimmed()
  @MaxLength(L.searchInput, { message: `input must be at most ${L.searchInput} characters` })
  @IsNotEmpty({ message: M.inputRequired })
  @IsString({ message: M.inputRequired })
  input: string;

  @ApiPropertyOptional({
    type: String,
    description: 'One token per search, also sent with the details call that ends it',
    example: '5d0f3c9e-2a71-4b8c-9e44-1f6a7b2c3d8e',
  })
  @IsOptional()
  @Matches(SESSION_TOKEN, { message: M.sessionTokenInvalid })
  sessionToken?: string;
}

export class PlaceDetailsRequestDto {
  @ApiProperty({ type: String, description: 'The placeId of a suggestion', example: 'ChIJd8BlQ2BZwokRAFUEcm_qrcA' })
  @ToTrimmed()
  @MaxLength(500, { message: 'place_id is too long' })
  @IsNotEmpty({ message: M.placeIdRequired })
  @IsString({ message: M.placeIdRequired })
  place_id: string;

  @ApiPropertyOptional({
    type: String,
    description: 'The token of the search the suggestion came from',
    example: '5d0f3c9e-2a71-4b8c-9e44-1f6a7b2c3d8e',
  })
  @IsOptional()
  @Matches(SESSION_TOKEN, { message: M.sessionTokenInvalid })
  sessionToken?: string;
}

/** Where a property is: the street (or the whole address typed by hand) and, when known, city, state and zip. */
export class PropertyLookupRequestDto {
  @ApiProperty({
    type: String,
    description: 'The street ("123 Main Street"), or the whole address as "Street, City, State Zip" when typed by hand',
    example: '123 Main Street',
  })
  @ToTrimmed()
  @MaxLength(L.address, { message: `address must be at most ${L.address} characters` })
  @IsNotEmpty({ message: M.addressRequired })
  @IsString({ message: M.addressRequired })
  address: string;

  @ApiPropertyOptional({ type: String, example: 'Austin' })
  @IsOptional()
  @ToTrimmed()
  @IsString()
  @MaxLength(L.city)
  city?: string;

  @ApiPropertyOptional({ type: String, example: 'TX' })
  @IsOptional()
  @ToTrimmed()
  @Matches(/^[A-Za-z]{2}$/, { message: 'state must be a 2-letter state code' })
  state?: string;

  @ApiPropertyOptional({ type: String, example: '78701' })
  @IsOptional()
  @ToTrimmed()
  @Matches(/^\d{5}(-\d{4})?$/, { message: 'zipCode must be a 5-digit zip code' })
  zipCode?: string;
}

/** A property for an estimate: where it is, plus what is known of it (it sharpens RentCast's match). */
export class EstimateRequestDto extends PropertyLookupRequestDto {
  @ApiPropertyOptional({ type: Number, example: 1850 })
  @IsOptional()
  @IsInt({ message: 'squareFeet must be a whole number' })
  @Min(1)
  @Max(L.maxSquareFeet)
  squareFeet?: number;

  @ApiPropertyOptional({ type: Number, example: 3 })
  @IsOptional()
  @IsInt({ message: 'bedrooms must be a whole number' })
  @Min(0)
  @Max(L.maxBedrooms)
  bedrooms?: number;

  @ApiPropertyOptional({ type: Number, example: 2 })
  @IsOptional()
  @IsNumber({}, { message: 'bathrooms must be a number' })
  @Min(0)
  @Max(L.maxBathrooms)
  bathrooms?: number;
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

export class PlaceDto extends PlaceAddressDto {
  @ApiProperty({ type: String, nullable: true, description: 'Street number and street', example: '123 Main Street' })
  street: string | null;
  @ApiProperty({ type: String, nullable: true }) formattedAddress: string | null;
  @ApiProperty({ type: Number, nullable: true }) latitude: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude: number | null;
}

export class PlaceDetailsResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiPropertyOptional({ type: PlaceDto }) place?: PlaceDto;
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

export class ComparableDto {
  @ApiProperty({ type: String, example: '118 Main St, Austin, TX 78701' }) address: string;
  @ApiProperty({ type: Number, description: 'Listed price (value) or monthly rent (rent estimate)' }) price: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Miles from the property' }) distance: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When it was listed' })
  listedDate: string | null;
  @ApiProperty({ type: Number, nullable: true }) squareFeet: number | null;
  @ApiProperty({ type: Number, nullable: true }) bedrooms: number | null;
  @ApiProperty({ type: Number, nullable: true }) bathrooms: number | null;
}

export class EstimateDto {
  @ApiProperty({ type: Number, description: 'Value (sale price) or monthly rent' }) estimate: number;
  @ApiProperty({ type: Number }) low: number;
  @ApiProperty({ type: Number }) high: number;
  @ApiProperty({ type: [ComparableDto] }) comparables: ComparableDto[];
}

export class EstimateResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiPropertyOptional({ type: EstimateDto }) estimate?: EstimateDto;
  @ApiPropertyOptional({ type: String, description: 'Why there is no estimate (not configured, unknown address...)' })
  message?: string;
}
