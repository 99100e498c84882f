import { describe, expect, it } from 'vitest';
import { sampleDocument } from './ApiReference.fixtures';
import {
  examplePath,
  filterGroups,
  groupOperations,
  operationId,
  operationSecurity,
  schemaConstraints,
  schemaFields,
  schemaType,
  type OpenApiDocument,
} from './openapi';

const doc = sampleDocument;

describe('schemaType', () => {
  it.each([
    [{ type: 'string' }, 'string'],
    [{ type: 'string', format: 'uuid' }, 'string (uuid)'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [{ type: 'array', items: { type: 'integer' } }, 'array<integer>'],
    [{ anyOf: [{ type: 'integer' }, { type: 'null' }] }, 'integer | null'],
    [{ $ref: '#/components/schemas/CaseInput' }, 'CaseInput'],
    [{ enum: ['a', 'b'] }, 'enum'],
    [{ const: 'ok' }, '"ok"'],
    [undefined, 'any'],
  ] as const)('%j → %s', (schema, expected) => {
    expect(schemaType(doc, schema as never)).toBe(expected);
  });
});

describe('schemaConstraints', () => {
  it('lists lengths, bounds, enum and default, and looks into a nullable alternative', () => {
    expect(schemaConstraints(doc, { type: 'string', minLength: 1, maxLength: 200 })).toEqual([
      { kind: 'minLength', value: 1 },
      { kind: 'maxLength', value: 200 },
    ]);
    expect(schemaConstraints(doc, { type: 'integer', minimum: 1, default: 1 })).toEqual([
      { kind: 'minimum', value: 1 },
      { kind: 'default', value: '1' },
    ]);
    expect(
      schemaConstraints(doc, { anyOf: [{ type: 'integer', minimum: 1, maximum: 365 }, { type: 'null' }] }),
    ).toEqual([
      { kind: 'minimum', value: 1 },
      { kind: 'maximum', value: 365 },
    ]);
    expect(schemaConstraints(doc, { enum: ['civil', 'penal'] })).toEqual([
      { kind: 'enum', value: ['civil', 'penal'] },
    ]);
  });
});

describe('schemaFields', () => {
  it('resolves a $ref, marks required fields and lists nested object fields dotted', () => {
    const fields = schemaFields(doc, { $ref: '#/components/schemas/CaseInput' });
    expect(fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['title', 'string', true],
      ['client', 'string | null', false],
      ['jurisdiction', 'string', false],
      ['court', 'object', false],
      ['court.name', 'string', true],
      ['court.number', 'integer', false],
      ['tags', 'array<string>', false],
    ]);
  });

  it('merges allOf parts', () => {
    const fields = schemaFields(doc, {
      allOf: [{ $ref: '#/components/schemas/ApiKeyInput' }, { properties: { extra: { type: 'boolean' } } }],
    });
    expect(fields.map((f) => f.name)).toEqual(['name', 'expires_in_days', 'extra']);
    expect(fields[0]!.required).toBe(true);
  });
});

describe('operationSecurity', () => {
  it('uses the document default, an empty list is public, an API key scheme is named', () => {
    // The session's JWT and Alegato's keys, both bearers, told apart by their format.
    expect(operationSecurity(doc, {})).toEqual([
      { kind: 'bearer' },
      { kind: 'apiKey', name: 'Bearer alg_…' },
    ]);
    expect(operationSecurity(doc, { security: [{ bearerAuth: [] }] })).toEqual([{ kind: 'bearer' }]);
    expect(operationSecurity(doc, { security: [] })).toEqual([{ kind: 'public' }]);
    const withKey: OpenApiDocument = {
      ...doc,
      components: { securitySchemes: { key: { type: 'apiKey', name: 'X-Api-Key', in: 'header' } } },
    };
    expect(operationSecurity(withKey, { security: [{ key: [] }, {}] })).toEqual([
      { kind: 'apiKey', name: 'X-Api-Key' },
      { kind: 'public' },
    ]);
  });
});

describe('groupOperations', () => {
  const groups = groupOperations(doc, 'General');

  it('groups by first tag in the order of `tags`, untagged last, operations by path then method', () => {
    expect(groups.map((g) => g.tag)).toEqual(['Casos', 'Legislación', 'Claves de API', 'Sistema', 'General']);
    expect(groups[0]!.operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'get /cases',
      'post /cases',
      'get /cases/{id}',
      'delete /cases/{id}',
    ]);
  });

  it('merges path-level parameters ($ref resolved); path parameters are required', () => {
    const get = groups[0]!.operations[2]!;
    expect(get.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        type: 'string (uuid)',
        description: 'Identificador del caso.',
        constraints: [],
      },
    ]);
  });

  it('reads the request body of the first media type with a schema', () => {
    const search = groups[1]!.operations[0]!;
    expect(search.body?.mediaType).toBe('application/x-www-form-urlencoded');
    expect(search.body?.required).toBe(true);
    expect(search.body?.fields.map((f) => f.name)).toEqual(['query', 'collection', 'limit']);
    expect(groups[0]!.operations[0]!.body).toBeNull();
  });

  it('gives each operation a stable id', () => {
    expect(operationId('delete', '/api/api-keys/{id}')).toBe('delete-api-api-keys-id');
    expect(operationId('get', '/')).toBe('get-root');
  });
});

describe('filterGroups and examplePath', () => {
  const groups = groupOperations(doc, 'General');

  it('keeps the operations matching every word, ignoring case and accents', () => {
    const found = filterGroups(groups, 'LEGISLACION busca');
    expect(found.map((g) => g.tag)).toEqual(['Legislación']);
    expect(filterGroups(groups, 'delete').flatMap((g) => g.operations.map((o) => o.path))).toEqual([
      '/cases/{id}',
      '/api/api-keys/{id}',
    ]);
    expect(filterGroups(groups, '   ')).toBe(groups);
    expect(filterGroups(groups, 'nada-coincide')).toEqual([]);
  });

  it('curls the first authenticated GET without path parameters', () => {
    expect(examplePath(groups)).toBe('/cases');
    // Never a route a key may not call (the account's own), even when it comes first.
    expect(
      examplePath([
        {
          tag: 'account',
          operations: groups
            .flatMap((g) => g.operations)
            .map((op) => ({ ...op, path: '/api/account/export' })),
        },
      ]),
    ).toBe('/api/openapi.json');
    expect(examplePath([])).toBe('/api/openapi.json');
  });
});
