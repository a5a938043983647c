import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One enrollment's completion, as the training tab reads it (percentageCompleted is numeric text). */
export class StudentProgressItemDto {
  @ApiProperty() courseId: string;
  @ApiProperty() courseName: string;
  @ApiProperty({ example: '24', description: 'Completion 0-100 as numeric text' }) percentageCompleted: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class StudentLessonDto {
  @ApiProperty() id: string;
  @ApiPropertyOptional({ type: String, nullable: true }) lessonName: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) lessonType: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) chapterName: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) courseName: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) completedAt: string;
}

export class StudentCourseDto {
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiPropertyOptional({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ description: 'Completion 0-100' }) percentageCompleted: number;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ example: 'active' }) enrollmentStatus: string;
  @ApiProperty({ description: 'The course on the course platform' }) url: string;
}
