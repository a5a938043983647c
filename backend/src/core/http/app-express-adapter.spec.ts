import { Body, Controller, Module, Post, Req, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import { AppExpressAdapter } from './app-express-adapter';

@Controller('echo')
class EchoController {
  @Post()
  echo(@Body() body: unknown, @Req() req: Request, @Res() res: Response) {
    // Express's own request and response methods work on the objects the server created.
    res.status(201).json({ body, host: req.hostname, accepts: req.accepts('json') });
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

describe('AppExpressAdapter', () => {
  it("creates every request and response with Express's prototypes, so Express never re-parents them", async () => {
    const app = await NestFactory.create<NestExpressApplication>(EchoModule, new AppExpressAdapter(), {
      logger: false,
    });
    await app.listen(0, '127.0.0.1');
    try {
      const express: Express = app.getHttpAdapter().getInstance();
      const seen: Array<[object | null, object | null]> = [];
      app.getHttpServer().prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
        seen.push([Object.getPrototypeOf(req) as object, Object.getPrototypeOf(res) as object]);
      });
      const { port } = app.getHttpServer().address() as AddressInfo;
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/echo`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ n: i }),
        });
        expect(res.status).toBe(201);
        expect(await res.json()).toEqual({ body: { n: i }, host: '127.0.0.1', accepts: 'json' });
      }
      expect(seen).toEqual([
        [express.request, express.response],
        [express.request, express.response],
      ]);
    } finally {
      await app.close();
    }
  });
});
