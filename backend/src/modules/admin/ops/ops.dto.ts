import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const UP_DOWN = ['up', 'down'] as const;
export type UpDown = (typeof UP_DOWN)[number];

export class OpsWorkerDto {
  @ApiProperty({ example: 'worker-7c9f-12' }) id: string;
  @ApiProperty({ enum: ['ok', 'down', 'lost'], description: 'lost: no report for 30 s' })
  status: 'ok' | 'down' | 'lost';
  @ApiProperty({ type: String, format: 'date-time' }) reportedAt: string;
  @ApiProperty({ enum: UP_DOWN }) redis: UpDown;
  @ApiProperty({ type: [String], description: 'The queues whose processor runs there' }) running: string[];
  @ApiProperty({ type: [String], description: 'The queues whose processor has stopped there' }) stopped: string[];
  @ApiProperty({ description: 'Jobs wait and none has finished within WORKER_STALL_SECONDS' }) stalled: boolean;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) lastJobFinishedAt: string | null;
}

export class OpsQueueDto {
  @ApiProperty({ example: 'email' }) name: string;
  @ApiProperty() waiting: number;
  @ApiProperty() active: number;
  @ApiProperty() delayed: number;
  @ApiProperty() failed: number;
  @ApiProperty({ description: 'Completed jobs still kept (a day, or an hour for mail)' }) completed: number;
  @ApiProperty({ example: '/api/queues/queue/email', description: 'The queue on the queue board' }) boardUrl: string;
}

export class OpsProviderDto {
  @ApiProperty({ example: 'RentCast' }) provider: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) lastSuccessAt: string | null;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) lastErrorAt: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'unavailable: timeout' }) lastError: string | null;
}

export class OpsMailDto {
  @ApiProperty() sent: number;
  @ApiProperty({ description: 'Refused by the SMTP server (a 5xx answer)' }) refused: number;
  @ApiProperty({ description: 'Reported as bounced after it was accepted' }) bounced: number;
}

export class OpsStatusDto {
  @ApiProperty({ type: String, format: 'date-time' }) checkedAt: string;
  @ApiProperty({ enum: UP_DOWN, description: 'This API process (it answered)' }) api: UpDown;
  @ApiProperty({ enum: UP_DOWN }) database: UpDown;
  @ApiProperty({ enum: UP_DOWN }) redis: UpDown;
  @ApiProperty({ type: [OpsWorkerDto], description: 'Every worker heard from in the last hour' })
  workers: OpsWorkerDto[];
  @ApiProperty({ type: [OpsQueueDto], description: 'Empty while Redis is down' }) queues: OpsQueueDto[];
  @ApiProperty({ example: '/api/queues' }) queueBoardUrl: string;
  @ApiProperty({ type: [OpsProviderDto], description: 'Each provider called since the figures began' })
  providers: OpsProviderDto[];
  @ApiPropertyOptional({ type: OpsMailDto, nullable: true, description: 'The last 24 hours; null while Redis is down' })
  mailLastDay: OpsMailDto | null;
}

export class OpsStatusResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: OpsStatusDto }) ops: OpsStatusDto;
}
