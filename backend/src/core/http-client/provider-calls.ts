import { errorText } from '../errors';
import { providerRequestDuration } from '../metrics/metrics';

export interface ProviderCall {
  provider: string;
  /** 'ok', or the cause of the failure (ProviderCause). */
  outcome: string;
  seconds: number;
  /** The failure's message (secrets were never in it: ProviderError details carry no URL query). */
  error?: string;
}

type ProviderCallListener = (call: ProviderCall) => void;
const listeners: ProviderCallListener[] = [];

/** Hears of every provider call of this process (the ops page's last success and last error, core/ops). */
export function onProviderCall(listener: ProviderCallListener): void {
  listeners.push(listener);
}

/** Counts one HTTP attempt to a provider (ProviderHttp), with its latency since `startedMs` (performance.now()). */
export function recordProviderCall(provider: string, outcome: string, startedMs: number, err?: unknown): void {
  const seconds = (performance.now() - startedMs) / 1000;
  providerRequestDuration.observe({ provider, outcome }, seconds);
  const call: ProviderCall = { provider, outcome, seconds, ...(err === undefined ? {} : { error: errorText(err) }) };
  for (const listener of listeners) listener(call);
}
