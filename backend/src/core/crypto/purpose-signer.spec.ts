import { PurposeSigner } from './purpose-signer';

describe('PurposeSigner', () => {
  const clicks = new PurposeSigner('secret-0123456789', 'campaign-links-v1');

  it('verifies its own signature of the same parts, and nothing else', () => {
    const s = clicks.sign('click', 'send-1', 'https://example.test/a');
    expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(clicks.verify(s, 'click', 'send-1', 'https://example.test/a')).toBe(true);
    expect(clicks.verify(s, 'click', 'send-1', 'https://example.test/b')).toBe(false);
    expect(clicks.verify(s, 'unsubscribe', 'send-1', 'https://example.test/a')).toBe(false);
    expect(clicks.verify(undefined, 'click', 'send-1', 'https://example.test/a')).toBe(false);
    expect(clicks.verify(s.slice(1), 'click', 'send-1', 'https://example.test/a')).toBe(false);
  });

  it('never lets a signature made for one purpose pass for another', () => {
    const consent = new PurposeSigner('secret-0123456789', 'consent-confirm-v1');
    expect(consent.verify(clicks.sign('a', 'b'), 'a', 'b')).toBe(false);
  });
});
