import { waitText } from './rate-limit.types';

describe('waitText', () => {
  it('names the wait of a refusal, rounded up', () => {
    expect(waitText(1)).toBe('a minute');
    expect(waitText(60)).toBe('a minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(899)).toBe('15 minutes');
    expect(waitText(3599)).toBe('60 minutes');
    expect(waitText(3600)).toBe('an hour');
    expect(waitText(86399)).toBe('24 hours');
  });
});
