import { PROVIDER_TIMEOUT_MS } from './analyzer.constants';
import { errorText } from '../../core/errors';

/** Why an outside provider call failed, as far as the caller needs to know. */
export type ProviderFailure = 'denied' | 'over-limit' | 'failed';

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly failure: ProviderFailure,
    detail: string,
  ) {
    super(`${provider}: ${failure} (${detail})`);
  }
}

/** GET a JSON document with a timeout; network errors and timeouts become ProviderError('failed'). */
export async function getJson(
  provider: string,
  url: URL,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { Accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (err) {
    throw new ProviderError(provider, 'failed', errorText(err));
  }
  const text = await res.text();
  try {
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    if (res.ok) throw new ProviderError(provider, 'failed', `HTTP ${res.status} with a body that is not JSON`);
    return { status: res.status, body: text };
  }
}
