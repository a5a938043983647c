import { ArgumentMetadata, HttpException, ValidationPipe } from '@nestjs/common';
import { VALIDATION_OPTIONS } from '../../core/validation/validation-options';
import { VisitorActionDto } from './dto/visitor-action.dto';
import { VisitorActionPipe } from './visitor-action.pipe';

const UUID = '3f8e2b1c-7d4a-4e6b-9c2f-1a5d8e7b6c40';
/** What the global pipe is given for a DTO-typed body, and what the route's own pipe is given. */
const asDto: ArgumentMetadata = { type: 'body', metatype: VisitorActionDto, data: '' };
const asPlain: ArgumentMetadata = { type: 'body', metatype: Object, data: '' };

type Outcome = { ok: unknown } | { status: number; body: unknown };
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    // The DTO instance and a plain object with the same fields are the same answer to the handler.
    return { ok: JSON.parse(JSON.stringify(await run())) as unknown };
  } catch (err) {
    if (!(err instanceof HttpException)) throw err;
    return { status: err.getStatus(), body: err.getResponse() };
  }
}

/** The global pipe alone (as before) against the route's pipe, on a body as body-parser hands it over. */
async function compare(json: string) {
  const body = () => JSON.parse(json) as unknown; // each pipe gets its own copy: the global one edits in place
  const global = new ValidationPipe(VALIDATION_OPTIONS);
  const [expected, actual] = [
    await outcome(() => global.transform(body(), asDto)),
    await outcome(() => new VisitorActionPipe().transform(body(), asPlain)),
  ];
  return { expected, actual };
}

/** A small deterministic generator (mulberry32) for the random bodies below. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VALUES = [
  `"${UUID}"`,
  `"${UUID.toUpperCase()}"`,
  `"${UUID.slice(1)}"`,
  '"page_view"',
  '"video_watch"',
  '"Page_View"',
  '""',
  '0',
  '1.5',
  'true',
  'null',
  '[]',
  '["page_view"]',
  '{}',
  '{"page":"/","timestamp":"2026-03-02T15:04:05.000Z"}',
  '{"nested":{"deep":[1,{"a":null}]}}',
  '{"__proto__":{"admin":true}}',
  '{"a":[{"constructor":1}]}',
  '{"prototype":"x"}',
];
const KEYS = ['visitorId', 'action', 'actionData', 'visitorId', 'action', 'extra', '__proto__', 'constructor'];

describe('VisitorActionPipe', () => {
  it.each([
    [`{"visitorId":"${UUID}","action":"page_view"}`],
    [`{"visitorId":"${UUID}","action":"video_watch","actionData":{"page":"/","videoId":"${UUID}"}}`],
    [`{"visitorId":"${UUID}","action":"page_view","actionData":null}`],
    [`{"visitorId":"${UUID}","action":"page_view","actionData":{"list":[1,"a",{"b":[]}]}}`],
  ])('takes a valid action as it came, without the global pipe: %s', async (json) => {
    const global = jest.spyOn(ValidationPipe.prototype, 'transform');
    try {
      const { expected, actual } = await compare(json);
      expect(actual).toEqual(expected);
      expect(actual).toEqual({ ok: JSON.parse(json) });
      expect(global).toHaveBeenCalledTimes(1); // the comparison's own call, not the route pipe's
    } finally {
      global.mockRestore();
    }
  });

  it.each([
    ['{}'],
    ['[]'],
    [`[{"visitorId":"${UUID}","action":"page_view"}]`],
    ['"page_view"'],
    ['null'],
    [`{"visitorId":"${UUID}","action":"page_view","extra":1}`],
    [`{"visitorId":"${UUID}","action":"page_view","__proto__":{"x":1}}`],
    [`{"visitorId":"${UUID}","action":"page_view","constructor":"x"}`],
    [`{"visitorId":"${UUID}","action":"page_view","actionData":{"__proto__":{"admin":true}}}`],
    [`{"visitorId":"${UUID}","action":"page_view","actionData":{"a":[{"constructor":1}]}}`],
    [`{"visitorId":"${UUID}","action":"page_view","actionData":[]}`],
    [`{"visitorId":"${UUID}","action":"page_view","actionData":"x"}`],
    [`{"visitorId":"not-a-uuid","action":"page_view"}`],
    [`{"visitorId":"${UUID}","action":"nope"}`],
    ['{"visitorId":1,"action":2,"actionData":3,"other":4}'],
  ])('gives the global pipe’s own answer for %s', async (json) => {
    const { expected, actual } = await compare(json);
    expect(actual).toEqual(expected);
  });

  it('agrees with the global pipe on 3,000 random bodies', async () => {
    const next = random(20261126);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
    let accepted = 0;
    for (let i = 0; i < 3000; i++) {
      // Mostly the fields with a valid value, so that both paths are taken often.
      const valid = [`"visitorId":"${UUID}"`, '"action":"page_view"', '"actionData":{"page":"/"}'];
      const fields = valid.filter(() => next() < 0.8);
      for (let n = Math.floor(next() * 3); n > 0; n--)
        fields.splice(Math.floor(next() * 4), 0, `"${pick(KEYS)}":${pick(VALUES)}`);
      const json = `{${fields.join(',')}}`;
      const { expected, actual } = await compare(json);
      expect({ json, ...actual }).toEqual({ json, ...expected });
      if ('ok' in actual) accepted++;
    }
    expect(accepted).toBeGreaterThan(300); // the valid path is exercised too, not only refusals
  });
});
