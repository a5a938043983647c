import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { GooglePlacesClient } from '../modules/analyzer/google-places.client';
import { RentCastClient } from '../modules/analyzer/rentcast.client';
import { ConstantContactService } from '../modules/campaigns/constant-contact/constant-contact.service';
import { ThinkificClient } from '../modules/thinkific/thinkific.client';
import { WorkerModule } from '../worker.module';

/** A known, stable US address for the read-only lookups. */
const PROBE_ADDRESS = '1600 Pennsylvania Ave NW, Washington, DC 20500';

type Outcome = { provider: string; state: 'ok' | 'not configured' | 'failed'; detail: string };

/**
 * `make check-providers`: calls each configured provider once, read-only, with the app's own clients and
 * settings, and prints what it got. Unconfigured providers are reported as such, never called.
 * Exit code 1 when a configured provider failed.
 */
async function main() {
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: ['error'] });
  const results: Outcome[] = [];
  const probe = async (provider: string, configured: boolean, call: () => Promise<string>) => {
    if (!configured) return results.push({ provider, state: 'not configured', detail: 'no credentials set' });
    try {
      results.push({ provider, state: 'ok', detail: await call() });
    } catch (err) {
      results.push({ provider, state: 'failed', detail: err instanceof Error ? err.message : String(err) });
    }
  };
  try {
    const places = app.get(GooglePlacesClient);
    await probe('Google Places API (New)', places.configured, async () => {
      const found = await places.autocomplete('1600 Pennsylvania Ave');
      return `autocomplete: ${found.length} suggestions${found[0] ? `, first "${found[0].description}"` : ''}`;
    });
    const rentcast = app.get(RentCastClient);
    await probe('RentCast', rentcast.configured, async () => {
      const facts = await rentcast.lookup(PROBE_ADDRESS);
      return facts ? `property record found (${facts.city ?? '?'}, ${facts.state ?? '?'})` : 'answered: no record';
    });
    const thinkific = app.get(ThinkificClient);
    await probe('Thinkific Admin API', thinkific.configured, async () => {
      const { courses } = await thinkific.ping();
      return `authenticated; ${courses} course(s) on the site`;
    });
    const cc = app.get(ConstantContactService);
    await probe('Constant Contact', cc.configured, async () => {
      const test = await cc.test();
      if (!test.connected) throw new Error(test.message);
      return `${test.account?.organization_name ?? 'account'}: ${test.account?.contact_count ?? 0} contacts`;
    });
  } finally {
    await app.close();
  }
  const width = Math.max(...results.map((r) => r.provider.length));
  for (const r of results) console.log(`${r.provider.padEnd(width)}  ${r.state.padEnd(14)}  ${r.detail}`);
  process.exit(results.some((r) => r.state === 'failed') ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
