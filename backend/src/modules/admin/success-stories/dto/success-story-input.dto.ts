import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, Max, MaxLength, Min, ValidateBy, ValidationOptions,
} from 'class-validator';
import { STORY_LIMITS as L, STORY_MESSAGES as M } from '../success-stories.constants';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional text: blank means "none". */
const blankToNull = ({ value }: { value: unknown }) => {
  const v = typeof value === 'string' ? value.trim() : value;
  return v === '' ? null : v;
};
const cleanTags = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((t) => (typeof t === 'string' ? t.trim() : t)).filter((t) => t !== '') : value;
/** A plain object whose values are all strings, with at most 30 short entries. */
const IsStringRecord = (options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isStringRecord',
      validator: {
        validate: (v: unknown) =>
          typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length <= 30 &&
          Object.entries(v).every(([k, x]) => k.length <= 100 && typeof x === 'string' && x.length <= 500),
      },
    },
    options,
  );
const url = { require_protocol: true, protocols: ['http', 'https'] };

/** Body of POST /api/success-stories (and, every field optional, of PUT). */
export class CreateSuccessStoryDto {
  @ApiProperty({ type: String, maxLength: L.title })
  @Transform(trim) @IsString({ message: M.titleRequired }) @IsNotEmpty({ message: M.titleRequired }) @MaxLength(L.title)
  title: string;

  @ApiProperty({ type: String, maxLength: L.name })
  @Transform(trim) @IsString({ message: M.studentNameRequired }) @IsNotEmpty({ message: M.studentNameRequired }) @MaxLength(L.name)
  studentName: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.name })
  @Transform(blankToNull) @IsOptional() @IsString() @MaxLength(L.name)
  studentRole?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.name })
  @Transform(blankToNull) @IsOptional() @IsString() @MaxLength(L.name)
  studentLocation?: string | null;

  @ApiProperty({ type: String, minLength: 1, maxLength: L.initials })
  @Transform(trim)
  @IsString({ message: M.initialsRequired })
  @IsNotEmpty({ message: M.initialsRequired })
  @MaxLength(L.initials, { message: M.initialsTooLong })
  studentInitials: string;

  @ApiProperty({ type: String })
  @Transform(trim) @IsString({ message: M.beforeRequired }) @IsNotEmpty({ message: M.beforeRequired }) @MaxLength(L.text)
  beforeStory: string;

  @ApiProperty({ type: String })
  @Transform(trim) @IsString({ message: M.afterRequired }) @IsNotEmpty({ message: M.afterRequired }) @MaxLength(L.text)
  afterStory: string;

  @ApiProperty({ type: String })
  @Transform(trim) @IsString({ message: M.quoteRequired }) @IsNotEmpty({ message: M.quoteRequired }) @MaxLength(L.text)
  testimonialQuote: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, example: { 'Deal Size': '$450,000' } })
  @IsOptional() @IsStringRecord({ message: 'dealDetails must be an object of label to text' })
  dealDetails?: Record<string, string>;

  @ApiPropertyOptional({ type: String, format: 'uri', nullable: true })
  @Transform(blankToNull) @IsOptional() @IsUrl(url, { message: M.imageUrl }) @MaxLength(L.url, { message: M.imageUrl })
  imageUrl?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uri', nullable: true })
  @Transform(blankToNull) @IsOptional() @IsUrl(url, { message: M.videoUrl }) @MaxLength(L.url, { message: M.videoUrl })
  videoUrl?: string | null;

  @ApiPropertyOptional({ type: [String], default: [] })
  @Transform(cleanTags) @IsOptional() @IsArray({ message: 'tags must be a list of text' })
  @IsString({ each: true, message: 'tags must be a list of text' })
  @MaxLength(L.tag, { each: true, message: `Each tag must be at most ${L.tag} characters` })
  @ArrayMaxSize(L.tags, { message: `At most ${L.tags} tags` })
  tags?: string[];

  @ApiPropertyOptional({ type: Boolean, default: true })
  @IsOptional() @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional({ type: Boolean, default: false })
  @IsOptional() @IsBoolean({ message: 'isFeatured must be true or false' })
  isFeatured?: boolean;

  @ApiPropertyOptional({ type: Number, default: 0 })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
  @IsOptional() @IsInt({ message: 'sortOrder must be a whole number' }) @Min(-1_000_000) @Max(1_000_000)
  sortOrder?: number;
}

export class UpdateSuccessStoryDto extends PartialType(CreateSuccessStoryDto) {}
