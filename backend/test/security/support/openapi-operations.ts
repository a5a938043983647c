/** The operations of an OpenAPI 3 document, with $refs resolved: what the fuzzer mutates. */
export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  $ref?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
}

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface FuzzOperation {
  key: string;
  method: string;
  /** OpenAPI path, e.g. /api/fix-flip/properties/{id} */
  path: string;
  pathParams: Param[];
  query: Param[];
  /** JSON request body schema, when the operation takes one. */
  body?: Schema;
  /** multipart uploads and provider webhooks have their own suites: only wrong content types here. */
  limited: boolean;
}

type Doc = {
  paths: Record<
    string,
    Record<string, { parameters?: Param[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
  >;
  components?: { schemas?: Record<string, Schema> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function resolveSchema(doc: Doc, schema: Schema | undefined, depth = 0): Schema | undefined {
  if (!schema || depth > 8) return schema;
  if (schema.$ref) return resolveSchema(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!], depth + 1);
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => resolveSchema(doc, s, depth + 1) ?? {});
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  const out: Schema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolveSchema(doc, v, depth + 1) ?? {}]),
    );
  }
  if (schema.items) out.items = resolveSchema(doc, schema.items, depth + 1);
  return out;
}

export function operationsOf(doc: Doc): FuzzOperation[] {
  const ops: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []).map((p) => ({ ...p, schema: resolveSchema(doc, p.schema) }));
      const content = op.requestBody?.content ?? {};
      const multipart = Object.keys(content).some((c) => c.startsWith('multipart/'));
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: resolveSchema(doc, content['application/json']?.schema),
        limited: multipart || path.includes('/webhooks/'),
      });
    }
  }
  return ops;
}

/** Operations of several documents (the committed one and the running app's), each once. */
export function mergeOperations(...lists: FuzzOperation[][]): FuzzOperation[] {
  const byKey = new Map<string, FuzzOperation>();
  for (const op of lists.flat()) if (!byKey.has(op.key)) byKey.set(op.key, op);
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}
