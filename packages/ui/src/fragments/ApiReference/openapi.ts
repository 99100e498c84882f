/**
 * The part of an OpenAPI 3.1 document the ApiReference reads, and pure functions that turn it into what
 * the page shows: operations grouped by tag, their parameters, request body fields (from the JSON
 * schema, `$ref`s resolved), constraints and security. Unknown keys are ignored; nothing here throws on
 * a document that is incomplete.
 */
import { API_KEY_PREFIX, API_KEY_REFUSED_PATHS } from '@alegato/domain/vocabulary';

/** A JSON schema (OpenAPI 3.1 dialect), as far as the reference shows it. */
export type OpenApiSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: readonly unknown[];
  const?: unknown;
  default?: unknown;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: readonly string[];
  anyOf?: readonly OpenApiSchema[];
  oneOf?: readonly OpenApiSchema[];
  allOf?: readonly OpenApiSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

/** A parameter of an operation or a path. */
export type OpenApiParameter = {
  $ref?: string;
  name?: string;
  in?: 'query' | 'path' | 'header' | 'cookie' | string;
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: OpenApiSchema;
};

/** A request body. */
export type OpenApiRequestBody = {
  $ref?: string;
  required?: boolean;
  description?: string;
  content?: Record<string, { schema?: OpenApiSchema }>;
};

/** A security requirement: scheme name → scopes. */
export type OpenApiSecurityRequirement = Record<string, readonly string[]>;

/** One operation of a path. */
export type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: readonly string[];
  parameters?: readonly OpenApiParameter[];
  requestBody?: OpenApiRequestBody;
  security?: readonly OpenApiSecurityRequirement[];
  deprecated?: boolean;
};

/** HTTP methods an OpenAPI path item may hold, in the order the reference lists them. */
export const openApiMethods = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;
export type OpenApiMethod = (typeof openApiMethods)[number];

/** A path item: its operations and the parameters they share. */
export type OpenApiPathItem = Partial<Record<OpenApiMethod, OpenApiOperation>> & {
  summary?: string;
  parameters?: readonly OpenApiParameter[];
};

/** A security scheme of `components.securitySchemes`. */
export type OpenApiSecurityScheme = {
  type: 'http' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'mutualTLS' | string;
  scheme?: string;
  bearerFormat?: string;
  name?: string;
  in?: string;
  description?: string;
};

/** An OpenAPI 3.1 document (the parsed `openapi.json`). */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: readonly { url: string; description?: string }[];
  tags?: readonly { name: string; description?: string }[];
  paths?: Record<string, OpenApiPathItem>;
  components?: {
    schemas?: Record<string, OpenApiSchema>;
    parameters?: Record<string, OpenApiParameter>;
    requestBodies?: Record<string, OpenApiRequestBody>;
    securitySchemes?: Record<string, OpenApiSecurityScheme>;
  };
  security?: readonly OpenApiSecurityRequirement[];
};

/** A parameter as shown: name, where it goes, whether required, its type. */
export type ReferenceParameter = {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description?: string;
  constraints: Constraint[];
};

/** A request body field as shown (nested object fields are dotted: `address.city`). */
export type ReferenceField = {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  constraints: Constraint[];
};

/** One constraint of a schema, formatted by the component's labels. */
export type Constraint =
  | { kind: 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems'; value: number }
  | { kind: 'exclusiveMinimum' | 'exclusiveMaximum'; value: number }
  | { kind: 'pattern' | 'format'; value: string }
  | { kind: 'enum'; value: string[] }
  | { kind: 'default'; value: string };

/** How an operation is authenticated. */
export type ReferenceSecurity =
  | { kind: 'public' }
  | { kind: 'bearer' }
  | { kind: 'apiKey'; name: string }
  | { kind: 'other'; name: string };

/** One operation as shown. */
export type ReferenceOperation = {
  /** Stable id for anchors and keys: `get-api-api-keys-id`. */
  id: string;
  method: OpenApiMethod;
  path: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  parameters: ReferenceParameter[];
  /** The request body's media type and fields, or null without a body. */
  body: { mediaType: string; required: boolean; fields: ReferenceField[] } | null;
  security: ReferenceSecurity[];
  tag: string;
};

/** Operations under one tag. */
export type ReferenceGroup = { tag: string; description?: string; operations: ReferenceOperation[] };

/** The component a local `$ref` (`#/components/schemas/ApiKey`) points to, or undefined. */
export function resolveRef<T>(doc: OpenApiDocument, ref: string): T | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node as T | undefined;
}

/** Follows `$ref`s (at most 10, so a cycle ends). */
function deref<T extends { $ref?: string }>(doc: OpenApiDocument, value: T | undefined): T | undefined {
  let current = value;
  for (let i = 0; i < 10 && current?.$ref; i += 1) current = resolveRef<T>(doc, current.$ref);
  return current;
}

/** The last segment of a `$ref`: `#/components/schemas/ApiKey` → `ApiKey`. */
function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

/**
 * A schema's type in one short phrase: `string`, `string (uuid)`, `integer | null`, `array<string>`,
 * `ApiKey` for a named `$ref`, alternatives joined with ` | `.
 */
export function schemaType(doc: OpenApiDocument, schema: OpenApiSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return [...new Set(alternatives.map((s) => schemaType(doc, s)))].join(' | ');
  }
  if (schema.allOf && schema.allOf.length === 1) return schemaType(doc, schema.allOf[0]);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.enum ? 'enum' : schema.properties ? 'object' : 'any';
  return types
    .map((type) => {
      if (type === 'array') return `array<${schemaType(doc, schema.items)}>`;
      if (schema.format && type !== 'null') return `${type} (${schema.format})`;
      return type;
    })
    .join(' | ');
}

/** The constraints of a schema (through one level of `anyOf`/`oneOf`, e.g. a nullable number). */
export function schemaConstraints(doc: OpenApiDocument, schema: OpenApiSchema | undefined): Constraint[] {
  const s = deref(doc, schema);
  if (!s) return [];
  const out: Constraint[] = [];
  const numeric = [
    'minLength',
    'maxLength',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'minItems',
    'maxItems',
  ] as const;
  for (const kind of numeric) {
    const value = s[kind];
    if (typeof value === 'number') out.push({ kind, value });
  }
  if (s.pattern) out.push({ kind: 'pattern', value: s.pattern });
  if (s.enum && s.enum.length > 0) out.push({ kind: 'enum', value: s.enum.map((v) => String(v)) });
  if (s.default !== undefined) {
    out.push({
      kind: 'default',
      value: typeof s.default === 'string' ? s.default : JSON.stringify(s.default),
    });
  }
  for (const alternative of s.anyOf ?? s.oneOf ?? []) {
    for (const c of schemaConstraints(doc, alternative)) {
      if (!out.some((o) => o.kind === c.kind)) out.push(c);
    }
  }
  return out;
}

/** An object schema with `allOf` merged (properties and required lists), `$ref`s resolved. */
function objectShape(
  doc: OpenApiDocument,
  schema: OpenApiSchema | undefined,
): { properties: Record<string, OpenApiSchema>; required: string[] } {
  const s = deref(doc, schema);
  const properties: Record<string, OpenApiSchema> = { ...(s?.properties ?? {}) };
  const required = [...(s?.required ?? [])];
  for (const part of s?.allOf ?? []) {
    const inner = objectShape(doc, part);
    Object.assign(properties, inner.properties);
    required.push(...inner.required);
  }
  return { properties, required };
}

/** The fields of an object schema; nested objects are listed dotted, down to `depth` levels. */
export function schemaFields(
  doc: OpenApiDocument,
  schema: OpenApiSchema | undefined,
  depth = 2,
  prefix = '',
): ReferenceField[] {
  const { properties, required } = objectShape(doc, schema);
  const fields: ReferenceField[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const resolved = deref(doc, property);
    fields.push({
      name: `${prefix}${name}`,
      type: schemaType(doc, property),
      required: required.includes(name),
      description: property.description ?? resolved?.description,
      constraints: schemaConstraints(doc, property),
    });
    if (depth > 1 && resolved && Object.keys(objectShape(doc, resolved).properties).length > 0) {
      fields.push(...schemaFields(doc, resolved, depth - 1, `${prefix}${name}.`));
    }
  }
  return fields;
}

/** How an operation is authenticated: its own `security`, else the document's; `[]` means public. */
export function operationSecurity(doc: OpenApiDocument, operation: OpenApiOperation): ReferenceSecurity[] {
  const requirements = operation.security ?? doc.security ?? [];
  const out: ReferenceSecurity[] = [];
  const seen = new Set<string>();
  for (const requirement of requirements) {
    const names = Object.keys(requirement);
    if (names.length === 0) {
      // `{}` in the list: the operation may also be called without credentials.
      if (!seen.has('public')) out.push({ kind: 'public' });
      seen.add('public');
      continue;
    }
    for (const name of names) {
      if (seen.has(name)) continue;
      seen.add(name);
      const scheme = doc.components?.securitySchemes?.[name];
      if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') {
        // Alegato's API keys are bearers too, told apart by their format (`alg_…`).
        const format = scheme.bearerFormat ?? '';
        out.push(
          format.startsWith(API_KEY_PREFIX)
            ? { kind: 'apiKey', name: `Bearer ${format}` }
            : { kind: 'bearer' },
        );
      } else if (scheme?.type === 'apiKey') out.push({ kind: 'apiKey', name: scheme.name ?? name });
      else out.push({ kind: 'other', name });
    }
  }
  return out.length > 0 ? out : [{ kind: 'public' }];
}

/** A stable id of an operation, usable as an HTML id: `post-api-api-keys`. */
export function operationId(method: string, path: string): string {
  const slug = path
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${method}-${slug || 'root'}`;
}

/**
 * Every operation of the document, grouped by its first tag: groups in the order of `tags`, then in
 * order of appearance; operations by path, then method. Untagged operations go under `untagged`.
 */
export function groupOperations(doc: OpenApiDocument, untagged: string): ReferenceGroup[] {
  const groups = new Map<string, ReferenceGroup>();
  for (const tag of doc.tags ?? []) {
    groups.set(tag.name, { tag: tag.name, description: tag.description, operations: [] });
  }
  const paths = Object.keys(doc.paths ?? {}).sort((a, b) => a.localeCompare(b));
  for (const path of paths) {
    const item = doc.paths![path]!;
    const shared = item.parameters ?? [];
    for (const method of openApiMethods) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? untagged;
      const group = groups.get(tag) ?? { tag, operations: [] };
      groups.set(tag, group);
      group.operations.push(toOperation(doc, method, path, operation, shared, tag));
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

function toOperation(
  doc: OpenApiDocument,
  method: OpenApiMethod,
  path: string,
  operation: OpenApiOperation,
  shared: readonly OpenApiParameter[],
  tag: string,
): ReferenceOperation {
  const byKey = new Map<string, OpenApiParameter>();
  for (const raw of [...shared, ...(operation.parameters ?? [])]) {
    const p = deref(doc, raw);
    if (p?.name) byKey.set(`${p.in ?? ''}:${p.name}`, p);
  }
  const parameters = [...byKey.values()].map((p) => ({
    name: p.name!,
    in: p.in ?? 'query',
    required: p.in === 'path' ? true : Boolean(p.required),
    type: schemaType(doc, p.schema),
    description: p.description,
    constraints: schemaConstraints(doc, p.schema),
  }));
  const body = deref(doc, operation.requestBody);
  const media = Object.entries(body?.content ?? {}).find(([, content]) => content.schema);
  return {
    id: operationId(method, path),
    method,
    path,
    summary: operation.summary,
    description: operation.description,
    deprecated: Boolean(operation.deprecated),
    parameters,
    body: media
      ? { mediaType: media[0], required: Boolean(body?.required), fields: schemaFields(doc, media[1].schema) }
      : null,
    security: operationSecurity(doc, operation),
    tag,
  };
}

/** Lower case without accents, for the filter. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The groups with only the operations whose method, path, summary, description or tag contain every
 * word of `query` (case and accents ignored); empty groups are left out. An empty query keeps all.
 */
export function filterGroups(groups: ReferenceGroup[], query: string): ReferenceGroup[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      operations: group.operations.filter((op) => {
        const text = fold(
          [op.method, op.path, op.summary ?? '', op.description ?? '', op.tag, group.description ?? ''].join(
            ' ',
          ),
        );
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.operations.length > 0);
}

/**
 * The path the curl example calls: the first GET without path parameters an API key may call, else the
 * document itself.
 */
export function examplePath(groups: ReferenceGroup[]): string {
  for (const group of groups) {
    for (const op of group.operations) {
      // An operation an API key may call (the example authenticates with one).
      if (
        op.method === 'get' &&
        !op.path.includes('{') &&
        op.security.some((s) => s.kind === 'apiKey') &&
        !API_KEY_REFUSED_PATHS.test(op.path)
      ) {
        return op.path;
      }
    }
  }
  return '/api/openapi.json';
}
