import { ApiProperty } from '@nestjs/swagger';
import { SuccessStory } from '../../entities/success-story.entity';

export class SuccessStoryDto {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String }) title: string;
  @ApiProperty({ type: String }) studentName: string;
  @ApiProperty({ type: String, nullable: true }) studentRole: string | null;
  @ApiProperty({ type: String, nullable: true }) studentLocation: string | null;
  @ApiProperty({ type: String }) studentInitials: string;
  @ApiProperty({ type: String }) beforeStory: string;
  @ApiProperty({ type: String }) afterStory: string;
  @ApiProperty({ type: String }) testimonialQuote: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) dealDetails: Record<string, string>;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) videoUrl: string | null;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: Boolean }) isActive: boolean;
  @ApiProperty({ type: Boolean }) isFeatured: boolean;
  @ApiProperty({ type: Number }) sortOrder: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class SuccessStoryListDto {
  @ApiProperty({ type: [SuccessStoryDto] }) stories: SuccessStoryDto[];
}

export class SuccessStoryResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: SuccessStoryDto }) story: SuccessStoryDto;
}

export class DeleteSuccessStoryResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
}

export function toSuccessStoryDto(s: SuccessStory): SuccessStoryDto {
  return {
    id: s.id,
    title: s.title,
    studentName: s.studentName,
    studentRole: s.studentRole,
    studentLocation: s.studentLocation,
    studentInitials: s.studentInitials,
    beforeStory: s.beforeStory,
    afterStory: s.afterStory,
    testimonialQuote: s.testimonialQuote,
    dealDetails: s.dealDetails ?? {},
    imageUrl: s.imageUrl,
    videoUrl: s.videoUrl,
    tags: s.tags ?? [],
    isActive: s.isActive,
    isFeatured: s.isFeatured,
    sortOrder: s.sortOrder,
    createdAt: new Date(s.createdAt).toISOString(),
    updatedAt: new Date(s.updatedAt).toISOString(),
  };
}
