import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, IsUUID } from 'class-validator';
import { VISITOR_ACTIONS, VisitorActionType } from '../entities/visitor-action.entity';

/** POST /api/visitors/actions. */
export class VisitorActionDto {
  @ApiProperty({ type: String, format: 'uuid' })
  @IsUUID('all', { message: 'visitorId must be a valid visitor id' })
  visitorId: string;

  @ApiProperty({ enum: VISITOR_ACTIONS, enumName: 'VisitorActionType' })
  @IsIn(VISITOR_ACTIONS, { message: `action must be one of: ${VISITOR_ACTIONS.join(', ')}` })
  action: VisitorActionType;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'timestamp and page; for clicks also source, destination and course or campaign',
  })
  @IsOptional()
  @IsObject({ message: 'actionData must be an object' })
  actionData?: Record<string, unknown>;
}
