import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { currentTracing } from './tracing';

/** On a graceful stop (SIGTERM), the spans still buffered are exported before the process ends. */
@Injectable()
export class TracingFlush implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await currentTracing()?.flush();
  }
}
