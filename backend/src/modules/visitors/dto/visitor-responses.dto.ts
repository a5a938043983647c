import { ApiProperty } from '@nestjs/swagger';

export class VisitorRefDto {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
}

/** Answer of POST /api/visitors. visitor is null (and success false) when the caller is an obvious bot. */
export class RegisterVisitorResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: VisitorRefDto, nullable: true }) visitor: VisitorRefDto | null;
}

/** Answer of POST /api/visitors/actions: accepted (written within a fraction of a second). */
export class TrackActionResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
}
