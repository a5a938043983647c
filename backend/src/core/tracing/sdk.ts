import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  CompositePropagator,
  getRPCMetadata,
  RPCType,
  W3CBaggagePropagator,
  W3CTraceContextPropagator,
} from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type Span, type SpanProcessor } from '@opentelemetry/sdk-trace';
import { currentRequestId } from '../logging/request-id';
import type { Tracing } from './tracing';

/** The attribute that names the request a span belongs to (as in the log lines and the job's data). */
export const REQUEST_ID_ATTRIBUTE = 'app.request_id';

/** Names every span started inside a request or a job with its request id (the log's async storage). */
const requestIdOnSpans: SpanProcessor = {
  onStart: (span: Span) => {
    const requestId = currentRequestId();
    if (requestId) span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
  },
  onEnd: () => undefined,
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

/**
 * The OpenTelemetry SDK for this process: W3C trace context, spans batched to OTLP/HTTP (JSON) at
 * OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces (OTEL_EXPORTER_OTLP_HEADERS for a collector's token), and the http
 * (server and client), pg and ioredis instrumentations. Loaded by tracing.ts only when tracing is on.
 */
export function startSdk(serviceName: string): Tracing {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(
    new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
  );
  const provider = new TracerProvider({
    resource: defaultResource()
      .merge(detectResources({ detectors: [envDetector] }))
      .merge(resourceFromAttributes({ 'service.name': serviceName })),
    spanProcessors: [requestIdOnSpans, new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // The request's server span gets its request id from the traceRoute hook (tracing.ts).
      new HttpInstrumentation(),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  return {
    nameActiveSpan: (requestId) => trace.getActiveSpan()?.setAttribute(REQUEST_ID_ATTRIBUTE, requestId),
    // The http instrumentation's own hand-off (what its Express and Fastify instrumentations use): the route it finds
    // in the request's RPC metadata becomes http.route and the span's name when the span ends.
    nameRoute: (route) => {
      const metadata = getRPCMetadata(context.active());
      if (metadata?.type === RPCType.HTTP) metadata.route = route;
    },
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
