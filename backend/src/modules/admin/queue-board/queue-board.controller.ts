import { All, Controller, Next, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { NextFunction, Request, Response, Router } from 'express';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { QueueBoard } from './queue-board';

/** Where the board lives, under the global /api prefix. */
export const QUEUE_BOARD_ROUTE = 'queues';

/**
 * Bull Board behind the same global guards as every route: the session (anonymous → 401), @Roles('admin')
 * (non-admin → 403) and the X-Requested-With rule for its mutating actions, all answered in the API's JSON shape.
 * Requests are handed to the board's Express router with the mount path taken off.
 */
@ApiExcludeController()
@Roles('admin')
@Controller(QUEUE_BOARD_ROUTE)
export class QueueBoardController {
  private router?: Router;

  constructor(private readonly board: QueueBoard) {}

  @All(['', '*path'])
  serveQueueBoard(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): void {
    const mount = `/api/${QUEUE_BOARD_ROUTE}`;
    req.url = req.originalUrl.slice(mount.length) || '/';
    // Built on first use: the queues are only resolvable once every module has started.
    this.router ??= this.board.router(mount);
    this.router(req, res, next);
  }
}
