import { NestApplicationOptions } from '@nestjs/common';

/** How the API app is created everywhere (main, tests, spec emitter): raw body kept for webhook signatures. */
export const APP_FACTORY_OPTIONS: NestApplicationOptions = { bufferLogs: true, bodyParser: false, rawBody: true };
