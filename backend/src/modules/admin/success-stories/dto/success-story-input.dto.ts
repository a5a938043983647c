import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  ArrayUnique,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidationOptions,
} from 'class-validator';
import { BlankToNull, CleanTags, Trim } from '../../../../core/validation/transforms';
import { STORY_LIMITS as L, STORY_MESSAGES as M } from '../success-stories.constants';

/** A plain object whose values are all strings, with at most 30 short entries. */
const IsStringRecord = (options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isStringRecord',
      validator: {
        validate: (v: unknown) =>
          typeof v === 'object' &&
          v !== null &&
          !Array.isArray(v) &&
          Object.keys(v).length <= 30 &&
          Object.entries(v).every(([k, x]) => k.length <= 100 && typeof x === 'string' && x.length <= 500),
      },
    },
    options,
  );
const url = { require_protocol: true, protocols: ['http', 'https'] };

/** Body of POST /api/success-stories (and, every field optional, of PUT). */
export class CreateSuccessStoryDto {
  @ApiProperty({ type: String, maxLength: L.title, example: 'From Teacher to Full-Time Flipper' })
  @Trim()
  @MaxLength(L.title)
  @IsNotEmpty({ message: M.titleRequired })
  @IsString({ message: M.titleRequired })
  title: string;

  @ApiProperty({ type: String, maxLength: L.name, example: 'Sarah Mitchell' })
  @Trim()
  @MaxLength(L.name)
  @IsNotEmpty({ message: M.studentNameRequired })
  @IsString({ message: M.studentNameRequired })
  studentName: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.name, example: 'Former teacher' })
  @BlankToNull()
  @IsOptional()
  @MaxLength(L.name)
  @IsString()
  studentRole?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.name, example: 'Tampa, FL' })
  @BlankToNull()
  @IsOptional()
  @MaxLength(L.name)
  @IsString()
  studentLocation?: string | null;

  @ApiProperty({ type: String, minLength: 1, maxLength: L.initials, example: 'SM' })
  @Trim()
  // class-validator runs decorators bottom-up: "required" reports before "too long".
  @MaxLength(L.initials, { message: M.initialsTooLong })
  @IsNotEmpty({ message: M.initialsRequired })
  @IsString({ message: M.initialsRequired })
  studentInitials: string;

  @ApiProperty({ type: String, example: 'Teaching full time and saving for years without a plan for real estate.' })
  @Trim()
  @MaxLength(L.text)
  @IsNotEmpty({ message: M.beforeRequired })
  @IsString({ message: M.beforeRequired })
  beforeStory: string;

  @ApiProperty({ type: String, example: 'Closed her first flip in five months and now runs two projects a year.' })
  @Trim()
  @MaxLength(L.text)
  @IsNotEmpty({ message: M.afterRequired })
  @IsString({ message: M.afterRequired })
  afterStory: string;

  @ApiProperty({ type: String, example: 'The deal analyzer kept me from overpaying on my very first offer.' })
  @Trim()
  @MaxLength(L.text)
  @IsNotEmpty({ message: M.quoteRequired })
  @IsString({ message: M.quoteRequired })
  testimonialQuote: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { 'Purchase Price': '$185,000', 'Sale Price': '$289,000', Profit: '$52,400' },
  })
  @IsOptional()
  @IsStringRecord({ message: 'dealDetails must be an object of label to text' })
  dealDetails?: Record<string, string>;

  @ApiPropertyOptional({
    type: String,
    format: 'uri',
    nullable: true,
    example: 'https://example.com/stories/sarah-mitchell.jpg',
  })
  @BlankToNull()
  @IsOptional()
  @MaxLength(L.url, { message: M.imageUrl })
  @IsUrl(url, { message: M.imageUrl })
  imageUrl?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uri',
    nullable: true,
    example: 'https://www.youtube.com/watch?v=dQ7sN4kLp2E',
  })
  @BlankToNull()
  @IsOptional()
  @MaxLength(L.url, { message: M.videoUrl })
  @IsUrl(url, { message: M.videoUrl })
  videoUrl?: string | null;

  @ApiPropertyOptional({ type: [String], default: [], example: ['First Flip', 'Career Change'] })
  @CleanTags()
  @IsOptional()
  @ArrayMaxSize(L.tags, { message: `At most ${L.tags} tags` })
  @MaxLength(L.tag, { each: true, message: `Each tag must be at most ${L.tag} characters` })
  @IsString({ each: true, message: 'tags must be a list of text' })
  @IsArray({ message: 'tags must be a list of text' })
  tags?: string[];

  @ApiPropertyOptional({ type: Boolean, default: true, example: true })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional({ type: Boolean, default: false, example: true })
  @IsOptional()
  @IsBoolean({ message: 'isFeatured must be true or false' })
  isFeatured?: boolean;

  @ApiPropertyOptional({ type: Number, default: 0, example: 1 })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
  )
  @IsOptional()
  @Max(1_000_000)
  @Min(-1_000_000)
  @IsInt({ message: 'sortOrder must be a whole number' })
  sortOrder?: number;
}

export class UpdateSuccessStoryDto extends PartialType(CreateSuccessStoryDto) {}

/** Body of PUT /api/success-stories/order: story ids in their new order (position 0 first). */
export class ReorderSuccessStoriesDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    example: ['0b7c5f7e-3a61-4d2b-9a53-2f0d6f1c8e41', '6d1f0a52-9c3e-4b8a-8f2d-71e5c0b9a3d6'],
    description: 'Story ids, first to last; others keep their place',
  })
  @IsArray({ message: 'ids must be a list of success story ids' })
  @ArrayMaxSize(1000, { message: 'ids must list at most 1000 stories' })
  @ArrayUnique({ message: 'ids must not repeat a story' })
  @IsUUID('all', { each: true, message: 'ids must be a list of success story ids' })
  ids: string[];
}
