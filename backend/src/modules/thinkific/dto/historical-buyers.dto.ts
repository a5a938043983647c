import { ApiProperty } from '@nestjs/swagger';

export class HistoricalBuyersDto {
  @ApiProperty({
    example: 42,
    description: 'Imported buyers with no student account yet: how many an invite would mail',
  })
  count: number;
}

export class HistoricalInviteDto {
  @ApiProperty({ example: 42, description: 'Buyers the queued invite will create accounts for and mail' })
  queued: number;
}
