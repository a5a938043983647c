import { jsonDeeperThan, MAX_BODY_DEPTH } from './body-depth.limit';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deeper = (json: string, max = MAX_BODY_DEPTH) => jsonDeeperThan(Buffer.from(json, 'utf8'), max);

describe('jsonDeeperThan (raw JSON, before parsing)', () => {
  it('allows 32 levels and refuses 33 (a root and 32 nested containers: the parsed check refuses the same)', () => {
    expect(deeper(nested(32))).toBe(false);
    expect(deeper(nested(33))).toBe(true);
    expect(deeper(`{"a":${'{"b":'.repeat(31)}1${'}'.repeat(31)}}`)).toBe(false);
    expect(deeper(`{"a":${'{"b":'.repeat(32)}1${'}'.repeat(32)}}`)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(deeper(JSON.stringify({ page: '['.repeat(100) }))).toBe(false);
    expect(deeper(JSON.stringify({ page: `"\\${'{'.repeat(100)}` }))).toBe(false);
    expect(deeper(JSON.stringify({ note: 'é€😀[{', deep: JSON.parse(nested(40)) as unknown }))).toBe(true);
  });

  it('counts brackets in strings only when there are enough brackets to matter', () => {
    expect(deeper(JSON.stringify({ a: [1], s: '['.repeat(40) }), 2)).toBe(false);
    expect(deeper(`{"s":"${'['.repeat(40)}","a":[[[1]]]}`, 3)).toBe(true);
  });

  it('counts siblings at their own level', () => {
    expect(deeper(JSON.stringify(Array.from({ length: 1000 }, () => [[1]])), 3)).toBe(false);
  });
});
