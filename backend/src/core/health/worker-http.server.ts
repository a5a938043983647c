import {
  HttpException,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppConfig } from '../config/app-config';
import { MetricsService } from '../metrics/metrics.service';
import { WorkerHealthService } from './worker-health.service';

/**
 * The worker's own small HTTP server on WORKER_HTTP_PORT (none when unset): GET /health (200 or 503 with the
 * reasons, for liveness and readiness probes) and GET /metrics (as the API's: METRICS_ENABLED, bearer token).
 */
@Injectable()
export class WorkerHttpServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerHttpServer.name);
  private readonly port?: number;
  private server?: Server;

  constructor(
    @Inject(ConfigService) config: AppConfig,
    private readonly health: WorkerHealthService,
    private readonly metrics: MetricsService,
  ) {
    this.port = config.get('WORKER_HTTP_PORT', { infer: true });
  }

  /** The port it listens on (the configured one, or the one chosen for port 0), undefined when off. */
  get boundPort(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationBootstrap() {
    if (this.port === undefined) return;
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, () => resolve());
    });
    this.server = server;
    this.logger.log(`Worker health and metrics on port ${this.boundPort}`);
  }

  async onApplicationShutdown() {
    const server = this.server;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // A probe's kept-alive connection would hold close() open until it times out.
      server.closeAllConnections();
    });
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0];
    const send = (status: number, type: string, body: string) =>
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body);
    const json = (status: number, body: unknown) =>
      send(status, 'application/json; charset=utf-8', JSON.stringify(body));
    try {
      if (req.method !== 'GET') return json(405, { statusCode: 405, message: 'Method not allowed' });
      if (path === '/health') {
        const health = await this.health.check();
        return json(health.status === 'ok' ? 200 : 503, health);
      }
      if (path === '/metrics') {
        const { contentType, body } = await this.metrics.scrape(req.headers.authorization);
        return send(200, contentType, body);
      }
      return json(404, { statusCode: 404, message: 'Not found' });
    } catch (err) {
      if (err instanceof HttpException)
        return json(err.getStatus(), { statusCode: err.getStatus(), message: err.message });
      return json(500, { statusCode: 500, message: 'Internal server error' });
    }
  }
}
