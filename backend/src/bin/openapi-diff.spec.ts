import { addedLines, diffOpenApi, undocumentedBreaking, type OpenApiDoc } from './openapi-diff';

interface Sch {
  type?: string;
  enum?: string[];
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, Sch>;
  items?: Sch;
  $ref?: string;
}
interface Op {
  parameters?: { name: string; in: string; required?: boolean; schema?: Sch }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Sch }> };
  responses: Record<string, { content?: Record<string, { schema: Sch }> }>;
  security?: Record<string, string[]>[];
}
interface Doc {
  paths: Record<string, Record<string, Op>>;
  components: { schemas: Record<string, Sch & { properties: Record<string, Sch>; required: string[] }> };
}
type Edit = (doc: Doc) => void;

/** A small contract: one list route and one create route sharing a Deal schema. */
function contract(edit: Edit = () => undefined): OpenApiDoc {
  const doc: Doc = {
    paths: {
      '/api/deals': {
        get: {
          parameters: [{ name: 'page', in: 'query', required: false, schema: { type: 'integer' } }],
          responses: {
            '200': {
              content: {
                'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Deal' } } },
              },
            },
            '401': {},
          },
          security: [{ session: [] }],
        },
        post: {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/NewDeal' } } },
          },
          responses: { '201': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Deal' } } } } },
          security: [{ session: [] }],
        },
      },
    },
    components: {
      schemas: {
        Deal: {
          type: 'object',
          required: ['id', 'status'],
          properties: {
            id: { type: 'string' },
            status: { type: 'string', enum: ['chasing', 'closed'] },
            notes: { type: 'string', nullable: true },
          },
        },
        NewDeal: {
          type: 'object',
          required: ['address'],
          properties: { address: { type: 'string' }, notes: { type: 'string' }, arv: { type: 'number' } },
        },
      },
    },
  };
  edit(doc);
  return doc as OpenApiDoc;
}

const breakingOf = (edit: Edit) =>
  diffOpenApi(contract(), contract(edit))
    .filter((c) => c.breaking)
    .map((c) => `${c.operation}: ${c.text}`);
const allOf = (edit: Edit) => diffOpenApi(contract(), contract(edit)).map((c) => `${c.operation}: ${c.text}`);

describe('openapi diff', () => {
  it('finds nothing between equal documents', () => {
    expect(diffOpenApi(contract(), contract())).toEqual([]);
  });

  it('calls a removed operation breaking and an added one not', () => {
    expect(breakingOf((d) => delete d.paths['/api/deals'].post)).toEqual(['POST /api/deals: operation removed']);
    const added = allOf((d) => (d.paths['/api/deals/{id}'] = { delete: { responses: { '204': {} } } }));
    expect(added).toEqual(['DELETE /api/deals/{id}: operation added']);
    expect(breakingOf((d) => (d.paths['/api/deals/{id}'] = { delete: { responses: {} } }))).toEqual([]);
  });

  it('breaks when a client must send something new or can no longer send something', () => {
    expect(breakingOf((d) => d.components.schemas.NewDeal.required.push('arv'))).toEqual([
      'POST /api/deals: request body.arv now required',
    ]);
    expect(breakingOf((d) => delete d.components.schemas.NewDeal.properties.notes)).toEqual([
      'POST /api/deals: request body.notes removed',
    ]);
    expect(breakingOf((d) => (d.components.schemas.NewDeal.properties.arv = { type: 'integer' }))).toEqual([
      'POST /api/deals: request body.arv: type number → integer',
    ]);
    expect(
      breakingOf((d) => d.paths['/api/deals'].get.parameters!.push({ name: 'q', in: 'query', required: true })),
    ).toEqual(['GET /api/deals: query parameter "q" added (required)']);
    // An optional field or parameter is not breaking.
    expect(breakingOf((d) => (d.components.schemas.NewDeal.properties.city = { type: 'string' }))).toEqual([]);
    expect(breakingOf((d) => d.paths['/api/deals'].get.parameters!.push({ name: 'q', in: 'query' }))).toEqual([]);
  });

  it('breaks when an answer loses a field, stops always having one, or can carry a new value', () => {
    expect(breakingOf((d) => delete d.components.schemas.Deal.properties.notes)).toEqual([
      'GET /api/deals: answer 200[].notes removed',
      'POST /api/deals: answer 201.notes removed',
    ]);
    expect(breakingOf((d) => (d.components.schemas.Deal.required = ['id']))).toEqual([
      'GET /api/deals: answer 200[].status no longer always present',
      'POST /api/deals: answer 201.status no longer always present',
    ]);
    expect(breakingOf((d) => d.components.schemas.Deal.properties.status.enum!.push('lost'))).toHaveLength(2);
    // Removing an enum value from an answer, or adding a field to it, is not breaking.
    expect(breakingOf((d) => d.components.schemas.Deal.properties.status.enum!.pop())).toEqual([]);
    expect(breakingOf((d) => (d.components.schemas.Deal.properties.city = { type: 'string' }))).toEqual([]);
    // A field that may now be null reaches clients that did not expect null.
    expect(breakingOf((d) => (d.components.schemas.Deal.properties.id.nullable = true))).toHaveLength(2);
  });

  it('breaks when a success answer goes or authentication is added; an error answer going is a change', () => {
    expect(breakingOf((d) => delete d.paths['/api/deals'].get.responses['200'])).toEqual([
      'GET /api/deals: answer 200 removed',
    ]);
    expect(allOf((d) => delete d.paths['/api/deals'].get.responses['401'])).toEqual([
      'GET /api/deals: answer 401 removed',
    ]);
    expect(breakingOf((d) => delete d.paths['/api/deals'].get.responses['401'])).toEqual([]);
    const open = contract((d) => delete d.paths['/api/deals'].get.security);
    expect(
      diffOpenApi(open, contract())
        .filter((c) => c.breaking)
        .map((c) => c.text),
    ).toEqual(['now requires authentication']);
  });

  it('asks for a decisions line naming each breaking operation', () => {
    const changes = diffOpenApi(
      contract(),
      contract((d) => delete d.paths['/api/deals'].post),
    );
    expect(undocumentedBreaking(changes, '- nothing about it')).toHaveLength(1);
    expect(undocumentedBreaking(changes, '- **Breaking API change:** POST /api/deals is gone; use ...')).toEqual([]);
  });

  it('counts only decisions lines added since the base, so an old mention does not wave a new break through', () => {
    const changes = diffOpenApi(
      contract(),
      contract((d) => delete d.paths['/api/deals'].post),
    );
    const base = ['# Decisions', '- 2025: POST /api/deals takes a currency now', ''].join('\n');
    // The same file with nothing added: the old line names the operation, but it is not part of this change.
    expect(undocumentedBreaking(changes, base, base).map((c) => c.operation)).toEqual(['POST /api/deals']);
    // Another line added, about something else: still undocumented.
    const unrelated = base + '- GET /api/deals pages by 50\n';
    expect(undocumentedBreaking(changes, unrelated, base)).toHaveLength(1);
    // A line added in this change naming the operation documents it, wherever it sits in the file.
    const documented = base.replace(
      '# Decisions\n',
      '# Decisions\n- POST /api/deals is gone: create deals by import\n',
    );
    expect(undocumentedBreaking(changes, documented, base)).toEqual([]);
    // An old line edited in this change is a new line.
    const edited = base.replace('takes a currency now', 'takes a currency now; removed in 2026');
    expect(undocumentedBreaking(changes, edited, base)).toEqual([]);
    // No base version (the file is new): every line counts.
    expect(undocumentedBreaking(changes, base)).toEqual([]);
  });

  it('finds the lines a change added, a repeated line only as often as it was repeated', () => {
    expect(addedLines('a\nb\n', 'a\nb\nc\n')).toEqual(['c']);
    expect(addedLines('a\nb', 'b\na')).toEqual([]);
    expect(addedLines('- x\n', '- x\n- x\n')).toEqual(['- x']);
    expect(addedLines('', 'one')).toEqual(['one']);
  });
});
