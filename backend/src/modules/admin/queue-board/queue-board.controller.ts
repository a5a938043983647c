import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'http';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { QueueBoard } from './queue-board';

/** Where the board lives, under the global /api prefix. */
export const QUEUE_BOARD_ROUTE = 'queues';

/** Headers of the board's answer that the API's own reply sets itself. */
const RECOMPUTED = new Set(['content-length', 'transfer-encoding', 'connection', 'date', 'keep-alive']);

/**
 * Bull Board behind the same global guards as every route: the session (anonymous → 401), @Roles('admin')
 * (non-admin → 403) and the X-Requested-With rule for its mutating actions, all answered in the API's JSON shape.
 * The request is passed to the board app as it came (its JSON body as parsed); its answer goes out through this
 * reply, with the API's security headers.
 */
@ApiExcludeController()
@Roles('admin')
@Controller(QUEUE_BOARD_ROUTE)
export class QueueBoardController {
  constructor(private readonly board: QueueBoard) {}

  @All(['', '*'])
  async serveQueueBoard(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const board = await this.board.board(`/api/${QUEUE_BOARD_ROUTE}`);
    const headers = { ...req.headers };
    delete headers['content-length'];
    const answer = await board.inject({
      method: req.method as 'GET',
      url: req.url,
      headers,
      payload: req.body === undefined ? undefined : JSON.stringify(req.body),
    });
    const out: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(answer.headers)) if (!RECOMPUTED.has(name)) out[name] = value;
    await reply.code(answer.statusCode).headers(out).send(answer.rawPayload);
  }
}
