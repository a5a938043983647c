import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BlankToNull, BlankToUndefined, Trim } from '../../../core/validation/transforms';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength, Min } from 'class-validator';
import { CATEGORY_MAX, PORTAL_MESSAGES, TITLE_MAX, URL_MAX, URL_OPTIONS } from '../portal.constants';

const trim = Trim();
const blankToNull = BlankToNull();
const blankToUndefined = BlankToUndefined();

/** Decorators shared by the recording, resource and tool forms (spec 3 §5 messages); `example` is for the docs. */
export const RequiredText = (message: string, max: number, name: string, example?: string) =>
  applyDecorators(
    ApiProperty({ maxLength: max, example }),
    trim,
    IsString({ message }),
    IsNotEmpty({ message }),
    MaxLength(max, { message: PORTAL_MESSAGES.tooLong(name, max) }),
  );

export const OptionalText = (max: number, name: string, example?: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max, example }),
    blankToNull,
    IsOptional(),
    IsString({ message: `${name} must be text` }),
    MaxLength(max, { message: PORTAL_MESSAGES.tooLong(name, max) }),
  );

export const RequiredUrl = (message: string, example?: string) =>
  applyDecorators(
    ApiProperty({ format: 'uri', maxLength: URL_MAX, example }),
    trim,
    IsUrl(URL_OPTIONS, { message }),
    MaxLength(URL_MAX, { message }),
  );

export const OptionalUrl = (message: string, example?: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, format: 'uri', nullable: true, maxLength: URL_MAX, example }),
    blankToNull,
    IsOptional(),
    IsUrl(URL_OPTIONS, { message }),
    MaxLength(URL_MAX, { message }),
  );

export const Title = (example?: string) => RequiredText(PORTAL_MESSAGES.titleRequired, TITLE_MAX, 'Title', example);
export const OptionalCategory = (example?: string) =>
  applyDecorators(
    ApiPropertyOptional({ default: 'General', maxLength: CATEGORY_MAX, example }),
    // A blank category is no category: 'General' on create, unchanged on update.
    blankToUndefined,
    IsOptional(),
    IsString(),
    MaxLength(CATEGORY_MAX, { message: PORTAL_MESSAGES.tooLong('Category', CATEGORY_MAX) }),
  );

export const SortOrder = () =>
  applyDecorators(
    ApiPropertyOptional({ default: 0, example: 0 }),
    IsOptional(),
    IsInt({ message: 'Sort order must be a whole number' }),
    Min(0, { message: 'Sort order must be 0 or more' }),
  );
export const Flag = (name: string) =>
  applyDecorators(
    ApiPropertyOptional({ default: true, example: true }),
    IsOptional(),
    IsBoolean({ message: `${name} must be true or false` }),
  );

/** Fields every content item carries in responses. */
export class ContentItemBaseDto {
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiPropertyOptional({ type: String, nullable: true }) description: string | null;
  @ApiProperty() category: string;
  @ApiProperty() sortOrder: number;
  @ApiProperty() isActive: boolean;
  @ApiProperty() requiresLogin: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export function baseFields(e: {
  id: string;
  title: string;
  description: string | null;
  category: string;
  sortOrder: number;
  isActive: boolean;
  requiresLogin: boolean;
  createdAt: Date;
  updatedAt: Date;
}): ContentItemBaseDto {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    category: e.category,
    sortOrder: e.sortOrder,
    isActive: e.isActive,
    requiresLogin: e.requiresLogin,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** A required choice from a closed list: "required" when absent or blank, the allowed values otherwise. */
export const RequiredChoice = (
  values: readonly string[],
  enumName: string,
  requiredMessage: string,
  name: string,
  example?: string,
) =>
  applyDecorators(
    ApiProperty({ enum: values, enumName, example }),
    trim,
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    IsIn(values, { message: `${name} must be one of: ${values.join(', ')}` }),
  );
