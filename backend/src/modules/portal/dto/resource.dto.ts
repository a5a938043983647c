import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { CourseResource } from '../entities/course-resource.entity';
import { PORTAL_MESSAGES, SHORT_MAX } from '../portal.constants';
import {
  baseFields,
  ContentItemBaseDto,
  Flag,
  OptionalCategory,
  OptionalText,
  RequiredText,
  RequiredUrl,
  SortOrder,
  Title,
} from './content-fields';

export class CreateResourceDto {
  @Title() title: string;
  @OptionalText(5000, 'Description') description?: string | null;
  @RequiredUrl(PORTAL_MESSAGES.validUrl) url: string;
  @RequiredText(PORTAL_MESSAGES.resourceTypeRequired, SHORT_MAX, 'Resource type') resourceType: string;
  @OptionalText(SHORT_MAX, 'Icon name') iconName?: string | null;
  @OptionalCategory() category?: string;
  @SortOrder() sortOrder?: number;
  @Flag('Active') isActive?: boolean;
  @Flag('Requires login') requiresLogin?: boolean;
}

export class UpdateResourceDto extends PartialType(CreateResourceDto) {}

export class ResourceDto extends ContentItemBaseDto {
  @ApiProperty() url: string;
  @ApiProperty() resourceType: string;
  @ApiPropertyOptional({ type: String, nullable: true }) iconName: string | null;

  static from(e: CourseResource): ResourceDto {
    return { ...baseFields(e), url: e.url, resourceType: e.resourceType, iconName: e.iconName };
  }
}
