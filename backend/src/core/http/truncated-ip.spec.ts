import { truncatedIp } from './truncated-ip';

describe('truncatedIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:0db8:0000::1', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['fe80::1%eth0', 'fe80:0:0::'],
  ])('keeps the network of %s: %s', (ip, net) => expect(truncatedIp(ip)).toBe(net));

  it.each([undefined, null, '', 'unknown', '999.1.1.1', '1.2.3'])('answers null for %p', (ip) =>
    expect(truncatedIp(ip)).toBeNull(),
  );
});
