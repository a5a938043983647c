import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../core/config/app-config';
import { checkSendingDomain, sendingDomain, systemResolveTxt } from '../core/mail/sending-domain';
import { AppModule } from '../app.module';
import { GooglePlacesClient } from '../modules/analyzer/google-places.client';
import { RentCastClient } from '../modules/analyzer/rentcast.client';
import { ConstantContactService } from '../modules/campaigns/constant-contact/constant-contact.service';
import { ThinkificClient } from '../modules/thinkific/thinkific.client';

/** A known, stable US address for the read-only lookups. */
const PROBE_ADDRESS = '1600 Pennsylvania Ave NW, Washington, DC 20500';

type State = 'ok' | 'not configured' | 'not checked' | 'failed';
type Outcome = { provider: string; state: State; detail: string };

/**
 * `make check-providers`: calls each configured provider once, read-only, with the app's own clients and settings,
 * and prints one line per provider. Unconfigured providers are reported as such, never called. Read-only at the
 * providers: a Places autocomplete (no session token), a RentCast property record, the first course of Thinkific,
 * Constant Contact's account summary with the stored token (never refreshed, which would rotate the refresh token).
 * It runs the API's modules, not the worker's: no job processor or scheduler starts, so nothing is sent anywhere.
 * Then the sending domain's SPF and DMARC records ("not checked" where DNS cannot be reached).
 * Exit code 1 when a configured provider failed or a record is missing.
 */
async function main() {
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error'] });
  const results: Outcome[] = [];
  const probe = async (provider: string, configured: boolean, call: () => Promise<Omit<Outcome, 'provider'>>) => {
    if (!configured) return results.push({ provider, state: 'not configured', detail: 'no credentials set' });
    try {
      results.push({ provider, ...(await call()) });
    } catch (err) {
      results.push({ provider, state: 'failed', detail: err instanceof Error ? err.message : String(err) });
    }
  };
  try {
    const places = app.get(GooglePlacesClient);
    await probe('Google Places API (New)', places.configured, async () => {
      const found = await places.autocomplete('1600 Pennsylvania Ave');
      const first = found[0] ? `, first "${found[0].description}"` : '';
      return { state: 'ok', detail: `autocomplete: ${found.length} suggestions${first}` };
    });
    const rentcast = app.get(RentCastClient);
    await probe('RentCast', rentcast.configured, async () => {
      const facts = await rentcast.lookup(PROBE_ADDRESS);
      const detail = facts
        ? `property record found (${facts.city ?? '?'}, ${facts.state ?? '?'})`
        : 'answered: no record';
      return { state: 'ok', detail };
    });
    const thinkific = app.get(ThinkificClient);
    await probe('Thinkific Admin API', thinkific.configured, async () => {
      const { courses } = await thinkific.ping();
      return { state: 'ok', detail: `authenticated; ${courses} course(s) on the site` };
    });
    const cc = app.get(ConstantContactService);
    await probe('Constant Contact', cc.configured, () => cc.probe());
    // The sending domain's own records, as public DNS answers them (docs/deliverability.md).
    const domain = sendingDomain(app.get<AppConfig>(ConfigService).get('MAIL_FROM', { infer: true }));
    for (const r of await checkSendingDomain(domain, systemResolveTxt()))
      results.push({ provider: `Sending domain ${r.record}`, state: r.state, detail: r.detail });
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
