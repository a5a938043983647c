import { ConfigService } from '@nestjs/config';
import { AddressInfo, createServer, Server, Socket } from 'net';
import { AppConfig } from '../config/app-config';
import { MailTransport, SMTP_TIMEOUTS } from './mail.transport';

/** A server that accepts SMTP connections and never says a word (a stalled relay). */
async function silentServer(): Promise<{ server: Server; sockets: Socket[]; connected: Promise<void> }> {
  const sockets: Socket[] = [];
  let onConnection!: () => void;
  const connected = new Promise<void>((resolve) => (onConnection = resolve));
  const server = createServer((s) => {
    sockets.push(s);
    onConnection();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, sockets, connected };
}

describe('MailTransport over SMTP', () => {
  afterEach(() => jest.useRealTimers());

  it('fails a send when the server never greets, after its greeting timeout instead of nodemailer’s 30 s', async () => {
    const { server, sockets, connected } = await silentServer();
    const { port } = server.address() as AddressInfo;
    const config = new ConfigService({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'a@example.test' });
    const transport = new MailTransport(config as unknown as AppConfig);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const sent = transport.send({ to: 'b@example.test', subject: 's', text: 't', html: '', kind: 'test' });
      const outcome = sent.then(
        () => 'sent',
        (err: Error) => err.message,
      );
      await connected;
      await jest.advanceTimersByTimeAsync(SMTP_TIMEOUTS.greetingTimeout - 1);
      expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
      await jest.advanceTimersByTimeAsync(2);
      expect(await outcome).toMatch(/greeting never received/i);
    } finally {
      transport.onModuleDestroy();
      sockets.forEach((s) => s.destroy());
      server.close();
    }
  });
});
