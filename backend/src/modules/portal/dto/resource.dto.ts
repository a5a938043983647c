import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { CourseResource } from '../entities/course-resource.entity';
import { PORTAL_MESSAGES, RESOURCE_TYPES, SHORT_MAX, ResourceType } from '../portal.constants';
import {
  baseFields,
  ContentItemBaseDto,
  Flag,
  OptionalCategory,
  OptionalText,
  RequiredChoice,
  RequiredUrl,
  SortOrder,
  Title,
} from './content-fields';
import { SuccessDto } from '../../../core/http/openapi/success.dto';

export class CreateResourceDto {
  @Title('Rehab Cost Estimator') title: string;
  @OptionalText(5000, 'Description', 'Room-by-room repair costs to check a contractor bid against.')
  description?: string | null;
  @RequiredUrl(PORTAL_MESSAGES.validUrl, 'https://docs.google.com/spreadsheets/d/1rehab-cost-estimator') url: string;
  @RequiredChoice(RESOURCE_TYPES, 'ResourceType', PORTAL_MESSAGES.resourceTypeRequired, 'Resource type', 'spreadsheet')
  resourceType: ResourceType;
  @OptionalText(SHORT_MAX, 'Icon name', 'table') iconName?: string | null;
  @OptionalCategory('Analysis') category?: string;
  @SortOrder() sortOrder?: number;
  @Flag('Active') isActive?: boolean;
  @Flag('Requires login') requiresLogin?: boolean;
}

export class UpdateResourceDto extends PartialType(CreateResourceDto) {}

export class ResourceDto extends ContentItemBaseDto {
  @ApiProperty() url: string;
  @ApiProperty({ enum: RESOURCE_TYPES, enumName: 'ResourceType' }) resourceType: ResourceType;
  @ApiPropertyOptional({ type: String, nullable: true }) iconName: string | null;

  static from(e: CourseResource): ResourceDto {
    return { ...baseFields(e), url: e.url, resourceType: e.resourceType as ResourceType, iconName: e.iconName };
  }
}

export class ResourceListDto extends SuccessDto {
  @ApiProperty({ type: [ResourceDto] }) resources: ResourceDto[];
}

export class ResourceResultDto extends SuccessDto {
  @ApiProperty({ type: ResourceDto }) resource: ResourceDto;
}
