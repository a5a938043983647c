import { ApiProperty } from '@nestjs/swagger';

/**
 * The answer envelope every JSON route shares: `success` plus the named payload (`{ success, recordings }`,
 * `{ success, recording }`); a change that returns nothing else answers this alone.
 */
export class SuccessDto {
  @ApiProperty({ type: Boolean, example: true }) success: boolean;
}
