import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { CourseTool } from '../entities/course-tool.entity';
import { CATEGORY_MAX, PORTAL_MESSAGES, SHORT_MAX, TOOL_TYPES, ToolType } from '../portal.constants';
import {
  baseFields,
  ContentItemBaseDto,
  Flag,
  OptionalText,
  OptionalUrl,
  RequiredChoice,
  RequiredText,
  SortOrder,
  Title,
} from './content-fields';
import { SuccessDto } from '../../../core/http/openapi/success.dto';

export class CreateToolDto {
  @Title('Seller Call Script') title: string;
  @OptionalText(5000, 'Description', 'What to ask a motivated seller on the first call, and in what order.')
  description?: string | null;
  @RequiredChoice(TOOL_TYPES, 'ToolType', PORTAL_MESSAGES.toolTypeRequired, 'Tool type', 'template')
  toolType: ToolType;
  @OptionalUrl(PORTAL_MESSAGES.validUrl, 'https://docs.google.com/document/d/1seller-call-script') url?: string | null;
  @OptionalUrl(PORTAL_MESSAGES.validUrl, 'https://example.com/files/seller-call-script.pdf')
  fileUrl?: string | null;
  @OptionalText(SHORT_MAX, 'Icon name', 'phone') iconName?: string | null;
  @RequiredText(PORTAL_MESSAGES.categoryRequired, CATEGORY_MAX, 'Category', 'Scripts') category: string;
  @SortOrder() sortOrder?: number;
  @Flag('Active') isActive?: boolean;
  @Flag('Requires login') requiresLogin?: boolean;
}

export class UpdateToolDto extends PartialType(CreateToolDto) {}

export class ToolDto extends ContentItemBaseDto {
  @ApiProperty({ enum: TOOL_TYPES, enumName: 'ToolType' }) toolType: ToolType;
  @ApiPropertyOptional({ type: String, nullable: true }) url: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) fileUrl: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) iconName: string | null;

  static from(e: CourseTool): ToolDto {
    return { ...baseFields(e), toolType: e.toolType as ToolType, url: e.url, fileUrl: e.fileUrl, iconName: e.iconName };
  }
}

export class ToolListDto extends SuccessDto {
  @ApiProperty({ type: [ToolDto] }) tools: ToolDto[];
}

export class ToolResultDto extends SuccessDto {
  @ApiProperty({ type: ToolDto }) tool: ToolDto;
}
