import { IncomingMessage, Server } from 'http';
import { startConstantContactFake } from './constant-contact.fake';
import { startGooglePlacesFake } from './google-places.fake';
import { startRentCastFake } from './rentcast.fake';
import { startThinkificFake } from './thinkific.fake';

/**
 * Local fake servers of the outside providers, speaking their wire formats.
 * Each feature adds its fake here; startFakes() starts them all and returns the env that points the app at them.
 */
export interface RunningFake {
  env: Record<string, string>;
  close: () => Promise<void>;
}

export type FakeStarter = () => Promise<RunningFake>;

/** Registered fakes (Google Places, RentCast, Thinkific, Constant Contact) are listed here. */
export const FAKE_STARTERS: FakeStarter[] = [
  startGooglePlacesFake,
  startRentCastFake,
  startThinkificFake,
  startConstantContactFake,
];

export async function startFakes(): Promise<RunningFake> {
  const running = await Promise.all(FAKE_STARTERS.map((start) => start()));
  return {
    env: Object.assign({}, ...running.map((r) => r.env)),
    close: async () => void (await Promise.all(running.map((r) => r.close()))),
  };
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The JSON body of a request to a fake (undefined when it is not JSON). */
export function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(undefined);
      }
    });
  });
}
