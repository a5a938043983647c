import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, IsUUID } from 'class-validator';
import { VISITOR_ACTIONS, VisitorActionType } from '../entities/visitor-action.entity';

/** POST /api/visitors/actions. */
export class VisitorActionDto {
  @ApiProperty({ type: String, format: 'uuid', example: '3f8e2b1c-7d4a-4e6b-9c2f-1a5d8e7b6c40' })
  @IsUUID('all', { message: 'visitorId must be a valid visitor id' })
  visitorId: string;

  @ApiProperty({ enum: VISITOR_ACTIONS, enumName: 'VisitorActionType', example: 'video_watch' })
  @IsIn(VISITOR_ACTIONS, { message: `action must be one of: ${VISITOR_ACTIONS.join(', ')}` })
  action: VisitorActionType;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'timestamp and page; for clicks also source, destination and course or campaign',
    example: { timestamp: '2026-03-02T15:04:05.000Z', page: '/', videoId: 'b7a1c0de-5e2f-4a9b-8c3d-6f1e2a4b5c6d' },
  })
  @IsOptional()
  @IsObject({ message: 'actionData must be an object' })
  actionData?: Record<string, unknown>;
}
