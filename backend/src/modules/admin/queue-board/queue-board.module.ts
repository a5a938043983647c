import { Module } from '@nestjs/common';
import { QueueBoardController } from './queue-board.controller';
import { QueueBoard } from './queue-board';

/** Bull Board at /api/queues, admin-only (see QueueBoardController). */
@Module({ controllers: [QueueBoardController], providers: [QueueBoard] })
export class QueueBoardModule {}
