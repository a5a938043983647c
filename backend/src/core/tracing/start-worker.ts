import { startTracing } from './tracing';

// The worker's tracing bootstrap: worker.ts imports it first, before any module tracing instruments.
startTracing('investor-agent-worker');
