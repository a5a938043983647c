import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDateString, IsOptional, IsString, MaxLength } from 'class-validator';
import { BlankToNull, CleanTags } from '../../../core/validation/transforms';
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
import { SuccessDto } from '../../../core/http/openapi/success.dto';

export class CreateRecordingDto {
  @Title('Live Q&A: Finding Off-Market Deals') title: string;
  @OptionalText(5000, 'Description', 'Driving for dollars, probate lists and how to approach motivated sellers.')
  description?: string | null;
  @RequiredUrl(PORTAL_MESSAGES.validVideoUrl, 'https://vimeo.com/824512398') videoUrl: string;
  @OptionalUrl(PORTAL_MESSAGES.validUrl, 'https://i.vimeocdn.com/video/824512398-640x360.jpg')
  thumbnailUrl?: string | null;
  @OptionalText(SHORT_MAX, 'Duration', '1:02:15') duration?: string | null;
  @OptionalCategory('Live Q&A') category?: string;

  @ApiPropertyOptional({ type: [String], default: [], example: ['off-market', 'sellers'] })
  @CleanTags()
  @IsOptional()
  @IsArray({ message: 'Tags must be a list' })
  @ArrayMaxSize(TAGS_MAX, { message: `At most ${TAGS_MAX} tags` })
  @IsString({ each: true, message: 'Each tag must be text' })
  @MaxLength(SHORT_MAX, { each: true, message: PORTAL_MESSAGES.tooLong('A tag', SHORT_MAX) })
  tags?: string[];

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2026-02-12' })
  @BlankToNull()
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

export class RecordingListDto extends SuccessDto {
  @ApiProperty({ type: [RecordingDto] }) recordings: RecordingDto[];
}

export class RecordingResultDto extends SuccessDto {
  @ApiProperty({ type: RecordingDto }) recording: RecordingDto;
}
