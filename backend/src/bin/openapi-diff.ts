import { execFileSync } from 'child_process';
import { readFileSync } from 'fs';

/**
 * What changed between two versions of the API contract, from a client's point of view. Breaking: an operation or
 * a success answer removed; a parameter or body field a client must now send, or can no longer send; a type or an
 * enum narrowed where clients send it; an answer field removed, made optional or widened where clients read it; a
 * security requirement added. Everything else that differs is listed as a change.
 *
 * Run by the drift check (scripts/test.sh):
 * `npm run openapi-diff -- <base.json> <head.json> [decisions.md <base decisions.md>]`. With a decisions file, each
 * breaking change must name its operation ("METHOD /path") on a line added to it since the base (a line the base
 * version does not have), or it fails: an old line naming the same operation does not excuse a new break.
 */

type Json = Record<string, unknown>;
type Schema = Json & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  nullable?: boolean;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  security?: Record<string, string[]>[];
}
export interface OpenApiDoc {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Change {
  /** "METHOD /path" */
  operation: string;
  breaking: boolean;
  text: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/** How deep nested schemas are compared (the contract's deepest useful nesting is far less). */
const MAX_DEPTH = 8;

type Direction = 'request' | 'response';

class Differ {
  readonly changes: Change[] = [];
  constructor(
    private readonly base: OpenApiDoc,
    private readonly head: OpenApiDoc,
  ) {}

  private add(operation: string, breaking: boolean, text: string) {
    this.changes.push({ operation, breaking, text });
  }

  private resolve(doc: OpenApiDoc, schema: Schema | undefined): Schema | undefined {
    let s = schema;
    for (let i = 0; s?.$ref && i < 10; i++) {
      const name = s.$ref.replace('#/components/schemas/', '');
      s = doc.components?.schemas?.[name];
    }
    // A single-entry allOf is how a $ref with siblings (nullable, description) is written.
    if (s?.allOf?.length === 1 && !s.properties) return { ...this.resolve(doc, s.allOf[0]), nullable: s.nullable };
    return s;
  }

  private types(s: Schema): Set<string> {
    const list = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    const out = new Set(list);
    if (s.nullable) out.add('null');
    return out;
  }

  run(): Change[] {
    const basePaths = this.base.paths ?? {};
    const headPaths = this.head.paths ?? {};
    for (const path of new Set([...Object.keys(basePaths), ...Object.keys(headPaths)])) {
      for (const method of METHODS) {
        const before = basePaths[path]?.[method];
        const after = headPaths[path]?.[method];
        const op = `${method.toUpperCase()} ${path}`;
        if (before && !after) this.add(op, true, 'operation removed');
        else if (!before && after) this.add(op, false, 'operation added');
        else if (before && after) this.operation(op, before, after);
      }
    }
    return this.changes;
  }

  private operation(op: string, before: Operation, after: Operation) {
    this.parameters(op, before.parameters ?? [], after.parameters ?? []);
    const bodyBefore = before.requestBody?.content?.['application/json']?.schema;
    const bodyAfter = after.requestBody?.content?.['application/json']?.schema;
    if (!before.requestBody?.required && after.requestBody?.required) this.add(op, true, 'request body now required');
    if (bodyBefore && bodyAfter) this.schema(op, 'request body', bodyBefore, bodyAfter, 'request', 0);
    else if (bodyBefore && !bodyAfter && before.requestBody?.content?.['application/json'])
      this.add(op, true, 'JSON request body removed');

    const resBefore = before.responses ?? {};
    const resAfter = after.responses ?? {};
    for (const code of Object.keys(resBefore)) {
      if (!(code in resAfter)) this.add(op, code.startsWith('2'), `answer ${code} removed`);
      else if (code.startsWith('2')) {
        const a = resBefore[code].content?.['application/json']?.schema;
        const b = resAfter[code].content?.['application/json']?.schema;
        if (a && b) this.schema(op, `answer ${code}`, a, b, 'response', 0);
        else if (a && !b) this.add(op, true, `answer ${code} no longer JSON`);
      }
    }
    for (const code of Object.keys(resAfter))
      if (!(code in resBefore)) this.add(op, false, `answer ${code} documented`);

    const secure = (o: Operation) => (o.security ?? []).some((req) => Object.keys(req).length > 0);
    if (!secure(before) && secure(after)) this.add(op, true, 'now requires authentication');
    else if (JSON.stringify(before.security ?? []) !== JSON.stringify(after.security ?? []))
      this.add(op, false, 'security requirements changed');
  }

  private parameters(op: string, before: Parameter[], after: Parameter[]) {
    const key = (p: Parameter) => `${p.in}:${p.name}`;
    const beforeMap = new Map(before.map((p) => [key(p), p]));
    const afterMap = new Map(after.map((p) => [key(p), p]));
    for (const [k, p] of beforeMap) {
      const q = afterMap.get(k);
      if (!q) this.add(op, true, `${p.in} parameter "${p.name}" removed`);
      else {
        if (!p.required && q.required) this.add(op, true, `${p.in} parameter "${p.name}" now required`);
        if (p.schema && q.schema) this.schema(op, `${p.in} parameter "${p.name}"`, p.schema, q.schema, 'request', 0);
      }
    }
    for (const [k, q] of afterMap)
      if (!beforeMap.has(k))
        this.add(op, !!q.required, `${q.in} parameter "${q.name}" added${q.required ? ' (required)' : ''}`);
  }

  /** Compares what a client sends (request) or reads (response) at `where`. */
  private schema(op: string, where: string, rawBefore: Schema, rawAfter: Schema, dir: Direction, depth: number) {
    if (depth > MAX_DEPTH) return;
    const a = this.resolve(this.base, rawBefore);
    const b = this.resolve(this.head, rawAfter);
    if (!a || !b) return;

    const ta = this.types(a);
    const tb = this.types(b);
    if (ta.size && tb.size) {
      // Requests break when a type a client sends is no longer accepted; answers when a new type can arrive.
      const lost = [...ta].filter((t) => !tb.has(t) && !(t === 'integer' && tb.has('number')));
      const gained = [...tb].filter((t) => !ta.has(t) && !(t === 'integer' && ta.has('number')));
      if (lost.length || gained.length) {
        const breaking = dir === 'request' ? lost.length > 0 : gained.length > 0;
        this.add(op, breaking, `${where}: type ${[...ta].join('|')} → ${[...tb].join('|')}`);
      }
    }

    if (a.enum && b.enum) {
      const removed = a.enum.filter((v) => !b.enum!.includes(v));
      const added = b.enum.filter((v) => !a.enum!.includes(v));
      if (removed.length) this.add(op, dir === 'request', `${where}: values removed ${JSON.stringify(removed)}`);
      if (added.length) this.add(op, dir === 'response', `${where}: values added ${JSON.stringify(added)}`);
    } else if (!a.enum && b.enum && dir === 'request')
      this.add(op, true, `${where}: now limited to ${JSON.stringify(b.enum)}`);

    if (a.items && b.items) this.schema(op, `${where}[]`, a.items, b.items, dir, depth + 1);

    const pa = a.properties ?? {};
    const pb = b.properties ?? {};
    const ra = new Set(a.required ?? []);
    const rb = new Set(b.required ?? []);
    for (const name of Object.keys(pa)) {
      const field = `${where}.${name}`;
      if (!(name in pb)) {
        this.add(op, true, `${field} removed`);
        continue;
      }
      if (dir === 'request' && !ra.has(name) && rb.has(name)) this.add(op, true, `${field} now required`);
      if (dir === 'response' && ra.has(name) && !rb.has(name)) this.add(op, true, `${field} no longer always present`);
      this.schema(op, field, pa[name], pb[name], dir, depth + 1);
    }
    for (const name of Object.keys(pb)) {
      if (name in pa) continue;
      const mustSend = dir === 'request' && rb.has(name);
      this.add(op, mustSend, `${where}.${name} added${mustSend ? ' (required)' : ''}`);
    }
  }
}

export function diffOpenApi(base: OpenApiDoc, head: OpenApiDoc): Change[] {
  return new Differ(base, head).run();
}

/** Lines of `after` that `before` does not have; a line kept from before counts only as often as it was there. */
export function addedLines(before: string, after: string): string[] {
  const left = new Map<string, number>();
  for (const line of before.split('\n')) left.set(line, (left.get(line) ?? 0) + 1);
  return after.split('\n').filter((line) => {
    const n = left.get(line) ?? 0;
    if (n > 0) left.set(line, n - 1);
    return n === 0;
  });
}

/**
 * Breaking changes whose operation no line added to the decisions file since the base names. Without a base
 * version every line counts (a decisions file that did not exist at the base is all new).
 */
export function undocumentedBreaking(changes: Change[], decisions: string, baseDecisions = ''): Change[] {
  const added = addedLines(baseDecisions, decisions);
  return changes.filter((c) => c.breaking && !added.some((line) => line.includes(c.operation)));
}

export function report(changes: Change[]): string {
  if (!changes.length) return 'OpenAPI diff: no changes to the contract';
  const lines = changes.map((c) => `  ${c.breaking ? 'BREAKING' : 'change  '}  ${c.operation}: ${c.text}`);
  const breaking = changes.filter((c) => c.breaking).length;
  return [`OpenAPI diff: ${changes.length} changes, ${breaking} breaking`, ...lines].join('\n');
}

/** "git:<rev>:<path>" reads a committed version (null when it has none); anything else is a file. */
function readText(source: string): string | null {
  if (source.startsWith('git:')) {
    try {
      return execFileSync('git', ['show', source.slice(4)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return null;
    }
  }
  return readFileSync(source, 'utf8');
}

function readDoc(source: string): OpenApiDoc | null {
  const text = readText(source);
  return text === null ? null : (JSON.parse(text) as OpenApiDoc);
}

function main() {
  const [baseSource, headSource, decisionsFile, baseDecisionsSource] = process.argv.slice(2);
  if (!baseSource || !headSource || (decisionsFile && !baseDecisionsSource)) {
    console.error(
      'usage: openapi-diff <base.json | git:<rev>:<path>> <head.json> ' +
        '[decisions.md <base decisions.md | git:<rev>:<path>>]',
    );
    process.exit(2);
  }
  const base = readDoc(baseSource);
  if (!base) {
    console.log(
      `OpenAPI diff: no earlier document at ${baseSource} (shallow clone or first version); nothing compared`,
    );
    return;
  }
  const changes = diffOpenApi(base, readDoc(headSource)!);
  console.log(`base: ${baseSource}`);
  console.log(report(changes));
  if (!decisionsFile) return;
  // A decisions file the base did not have yet: every line of it is new.
  const baseDecisions = readText(baseDecisionsSource) ?? '';
  const missing = undocumentedBreaking(changes, readFileSync(decisionsFile, 'utf8'), baseDecisions);
  if (missing.length) {
    const ops = [...new Set(missing.map((c) => c.operation))];
    console.error(
      `Breaking changes need a line added to ${decisionsFile} in this change naming each operation ` +
        `(lines already there at ${baseDecisionsSource} do not count): ${ops.join(', ')}`,
    );
    process.exit(1);
  }
}

if (require.main === module) main();
