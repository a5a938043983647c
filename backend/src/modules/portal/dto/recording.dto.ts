import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDateString, IsOptional, IsString, MaxLength } from 'class-validator';
import { CleanTags } from '../../../core/validation/transforms';
import { CourseRecording } from '../entities/course-recording.entity';
import { PORTAL_MESSAGES, SHORT_MAX, TAGS_MAX } from '../portal.constants';
import {
  baseFields,
  ContentItemBaseDto,
  Flag,
  OptionalCategory,
  OptionalText,
  OptionalUrl,
  RequiredUrl,
  SortOrder,
  Title,
} from './content-fields';

export class CreateRecordingDto {
  @Title() title: string;
  @OptionalText(5000, 'Description') description?: string | null;
  @RequiredUrl(PORTAL_MESSAGES.validVideoUrl) videoUrl: string;
  @OptionalUrl(PORTAL_MESSAGES.validUrl) thumbnailUrl?: string | null;
  @OptionalText(SHORT_MAX, 'Duration') duration?: string | null;
  @OptionalCategory() category?: string;

  @ApiPropertyOptional({ type: [String], default: [] })
  @CleanTags()
  @IsOptional()
  @IsArray({ message: 'Tags must be a list' })
  @ArrayMaxSize(TAGS_MAX, { message: `At most ${TAGS_MAX} tags` })
  @IsString({ each: true, message: 'Each tag must be text' })
  @MaxLength(SHORT_MAX, { each: true, message: PORTAL_MESSAGES.tooLong('A tag', SHORT_MAX) })
  tags?: string[];

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @IsOptional()
  @IsDateString({ strict: true }, { message: PORTAL_MESSAGES.invalidDate })
  recordingDate?: string | null;

  @SortOrder() sortOrder?: number;
  @Flag('Active') isActive?: boolean;
  @Flag('Requires login') requiresLogin?: boolean;
}

export class UpdateRecordingDto extends PartialType(CreateRecordingDto) {}

export class RecordingDto extends ContentItemBaseDto {
  @ApiProperty() videoUrl: string;
  @ApiPropertyOptional({ type: String, nullable: true }) thumbnailUrl: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) duration: string | null;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true }) recordingDate: string | null;

  static from(e: CourseRecording): RecordingDto {
    return {
      ...baseFields(e),
      videoUrl: e.videoUrl,
      thumbnailUrl: e.thumbnailUrl,
      duration: e.duration,
      tags: e.tags,
      recordingDate: e.recordingDate,
    };
  }
}
