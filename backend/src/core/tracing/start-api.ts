import { startTracing } from './tracing';

// The API's tracing bootstrap: main.ts imports it first, before any module tracing instruments.
startTracing('investor-agent-api');
