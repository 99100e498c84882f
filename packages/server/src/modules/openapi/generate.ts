/**
 * The OpenAPI 3.1 document of the API, generated from the app's routes (`app.routes`) and the zod
 * schemas their `validate(...)` middlewares check (ADR 0034): nothing in it is written by hand, so it
 * cannot drift from what the server accepts.
 *
 * - Every route the app answers is documented, except {@link OPENAPI_EXCLUSIONS} (each with its reason).
 * - Hono paths become OpenAPI paths: `/:id` and `/:id{[0-9]+}` → `/{id}` (the pattern kept on the
 *   parameter's schema), a wildcard `*` → `{wildcard}`.
 * - `validate('json')` → an `application/json` body; `validate('form')` → the same schema as
 *   form-encoded, multipart and JSON bodies (a main-backend body accepts the three, spec §7);
 *   `validate('query')` → query parameters; `validate('param')` → the path parameters' schemas. The
 *   schemas are zod 4's JSON Schema 2020-12 of the input (`io: 'input'`), the dialect of OpenAPI 3.1.
 * - Security: a bearer JWT or an API key (`alg_…`) everywhere except {@link isPublicPath}.
 * - Standard error answers `{code, message, details?}`; a success answer `2XX` (or those a route's
 *   `describeRoute` names).
 * - Deterministic: paths, methods and parameters in a fixed order, so the document is stable between
 *   runs.
 *
 * @module
 */
import { API_KEY_REFUSED_PATHS, ApiErrorSchema } from '@alegato/domain';
import type { Env, Hono, Schema } from 'hono';
import { z } from 'zod';
import {
  descriptionOf,
  validationOf,
  type RouteDescription,
  type RouteValidation,
} from '../../middleware/validate.js';

/** A JSON Schema (2020-12) object. */
export type JsonSchema = Record<string, unknown>;

/** An OpenAPI parameter object. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

/** An OpenAPI operation object (the fields this generator writes). */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string } | { $ref: string }>;
  /** `[]` on public operations; otherwise the document's default applies. */
  security?: Record<string, string[]>[];
}

/** The HTTP methods of an OpenAPI path item, in the order they are written. */
export const OPENAPI_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

/** An OpenAPI method. */
export type OpenApiMethod = (typeof OPENAPI_METHODS)[number];

/** An OpenAPI 3.1 document. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  security: Record<string, string[]>[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<OpenApiMethod, OpenApiOperation>>>;
  components: {
    securitySchemes: Record<string, Record<string, unknown>>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
  };
}

/** Options of {@link generateOpenApi}. */
export interface GenerateOpenApiOptions {
  /** `info.version`: the server's version. */
  version: string;
}

/** A part of the app deliberately left out of the document, and why. */
export interface OpenApiExclusion {
  /** Whether a Hono route path belongs to this part. */
  matches: (path: string) => boolean;
  /** Why it is not documented here. */
  reason: string;
}

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);

/** What the document leaves out of `app.routes`, each with its reason (ADR 0034). */
export const OPENAPI_EXCLUSIONS: readonly OpenApiExclusion[] = [
  {
    matches: under('/auth/v1'),
    reason:
      'El protocolo GoTrue de Supabase (registro, sesión, tokens): lo documenta Supabase y lo usa supabase-js (AUTH-CONTRACT.md).',
  },
  {
    matches: under('/dev'),
    reason: 'Páginas de desarrollo (bandeja de correo), solo desde la propia máquina y sin SMTP_URL.',
  },
  {
    // `/*` (the built web app and its SPA fallback) and `/:product/analyze|status` (404 for an
    // analyser not in the catalogue: the real ones are documented under their own paths).
    matches: (path) => /^\/(\*|:)/.test(path) || path === '/',
    reason:
      'La aplicación web y su fallback SPA, y el 404 de los analizadores que no existen (los reales están documentados).',
  },
];

/** Routes callable without a token: `/health`, `/api/public/*` and this document. */
export function isPublicPath(path: string): boolean {
  return path === '/health' || path.startsWith('/api/public/') || path === '/api/openapi.json';
}

/**
 * Whether a Hono route path is documented: everything the app routes but {@link OPENAPI_EXCLUSIONS}.
 */
export function isDocumentedPath(path: string): boolean {
  return !OPENAPI_EXCLUSIONS.some((e) => e.matches(path));
}

/** Hono's marker of a sub-app handler wrapped by the sub-app's own error handler (`hono/utils/constants`). */
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

/** The handler a route entry was registered with, through sub-app error-handler wrappers. */
function unwrap(handler: unknown): unknown {
  let h = handler;
  while (typeof h === 'function' && COMPOSED_HANDLER in h) {
    h = (h as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  }
  return h;
}

/** A path parameter of a Hono path. */
interface PathParam {
  name: string;
  /** The regular expression of `:name{…}`, when given. */
  pattern: string | undefined;
}

/**
 * A Hono path as an OpenAPI path with its parameters: `/:id{[0-9]+}` → `/{id}` (pattern `^(?:[0-9]+)$`),
 * `/:id?` → `/{id}`, `*` → `{wildcard}` (`{wildcard2}`, … for more).
 */
export function toOpenApiPath(honoPath: string): { path: string; params: PathParam[] } {
  const params: PathParam[] = [];
  let wildcards = 0;
  const path = honoPath
    .split('/')
    .map((segment) => {
      const param = /^:([^{?]+)(?:\{(.+)\})?\??$/.exec(segment);
      if (param?.[1]) {
        params.push({ name: param[1], pattern: param[2] });
        return `{${param[1]}}`;
      }
      return segment.replace(/\*/g, () => {
        wildcards += 1;
        const name = wildcards === 1 ? 'wildcard' : `wildcard${wildcards}`;
        params.push({ name, pattern: undefined });
        return `{${name}}`;
      });
    })
    .join('/');
  return { path, params };
}

/**
 * A zod schema's JSON Schema (2020-12) of its input, for embedding in the document: `$schema` dropped,
 * local definitions (`$defs`, a recursive root `#`) moved to `components.schemas` under `name`, their
 * `$ref`s rewritten. A schema zod cannot express becomes `{}` (any value).
 */
function jsonSchemaOf(schema: z.ZodType, name: string, components: Record<string, JsonSchema>): JsonSchema {
  let out: JsonSchema;
  try {
    out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
  const { $schema: _dialect, $defs, ...root } = out;
  const defs = ($defs ?? {}) as Record<string, JsonSchema>;
  let recursive = false;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    const result: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') {
        if (v === '#') {
          recursive = true;
          result[key] = `#/components/schemas/${name}`;
        } else if (v.startsWith('#/$defs/')) {
          result[key] = `#/components/schemas/${name}_${v.slice('#/$defs/'.length)}`;
        } else result[key] = v;
      } else result[key] = rewrite(v);
    }
    return result;
  };
  for (const [defName, def] of Object.entries(defs)) {
    components[`${name}_${defName}`] = rewrite(def) as JsonSchema;
  }
  const rewritten = rewrite(root) as JsonSchema;
  if (!recursive) return rewritten;
  components[name] = rewritten;
  return { $ref: `#/components/schemas/${name}` };
}

/** The documented operation of one (method, path) of `app.routes`, before conversion. */
interface RouteGroup {
  method: OpenApiMethod;
  honoPath: string;
  validations: RouteValidation[];
  description: RouteDescription | undefined;
}

/** Methods an `app.all(...)` route is documented with: those of the MCP Streamable HTTP endpoint. */
const ALL_METHODS: readonly OpenApiMethod[] = ['get', 'post', 'delete'];

/**
 * The routes of `app.routes` as (method, path) groups with their validations and description, in
 * registration order. Entries registered with `use` (method `ALL`, a middleware taking `next`) are not
 * routes; an `all(...)` route handler (no `next`) is documented with {@link ALL_METHODS}.
 */
function routeGroups(routes: readonly { method: string; path: string; handler: unknown }[]): RouteGroup[] {
  const groups = new Map<string, RouteGroup>();
  for (const route of routes) {
    if (!isDocumentedPath(route.path)) continue;
    const handler = unwrap(route.handler);
    let methods: readonly OpenApiMethod[];
    if (route.method === 'ALL') {
      if (typeof handler !== 'function' || handler.length >= 2) continue;
      methods = ALL_METHODS;
    } else {
      const method = route.method.toLowerCase() as OpenApiMethod;
      if (!OPENAPI_METHODS.includes(method)) continue;
      methods = [method];
    }
    for (const method of methods) {
      const key = `${method} ${route.path}`;
      let group = groups.get(key);
      if (!group) {
        group = { method, honoPath: route.path, validations: [], description: undefined };
        groups.set(key, group);
      }
      const validation = validationOf(handler);
      if (validation) group.validations.push(validation);
      group.description ??= descriptionOf(handler);
    }
  }
  return [...groups.values()];
}

/** The tag of a path: its first segment, after `/api` for `/api/*` (`/api/reports/list` → reports). */
export function tagOf(path: string): string {
  const segments = path.split('/').filter((s) => s !== '');
  const first = segments[0] === 'api' && segments.length > 1 ? segments[1] : segments[0];
  return (first ?? 'root').replace(/\.[a-z]+$/, '');
}

/** A stable operation id from method and path: `get_api_reports_list`, `put_cases_caseId`. */
function operationIdOf(method: string, path: string): string {
  const slug = path
    .replace(/[{}]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${method}_${slug || 'root'}`;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'];

const ERROR_RESPONSES = {
  ValidationError: {
    status: '400',
    description: 'Datos no válidos (`validation_error`, con `details` por campo) o cuerpo ilegible.',
  },
  Unauthorized: { status: '401', description: 'Falta el token o la clave de API, o no es válido.' },
  Forbidden: {
    status: '403',
    description: 'Sin permiso: otro rol o un plan sin esta función (`plan_forbidden`, con `upgrade_plan`).',
  },
  NotFound: { status: '404', description: 'El recurso no existe o no es del usuario.' },
  TooManyRequests: { status: '429', description: 'Demasiadas peticiones: espera (`Retry-After`).' },
  ServerError: { status: '5XX', description: 'Error del servidor (`error_id` para el soporte).' },
} as const;

const DESCRIPTION = [
  'API de Alegato, generada de las rutas del servidor y de los esquemas con los que valida cada',
  'petición (no se escribe a mano).',
  '',
  '- **Autenticación**: `Authorization: Bearer <token>` con el token de acceso de la sesión (JWT de',
  '  `/auth/v1`, compatible con supabase-js) o una clave de API `alg_…` del plan empresarial.',
  '  `/health`, `/api/public/*` y este documento son públicos.',
  '- **Respuestas**: `{success: true, data: …}`; los errores, `{code, message}` (con `details` por campo',
  '  en `validation_error`) y el código HTTP correspondiente.',
  '- **Cuerpos**: las rutas del backend principal (`/cases`, `/document`, `/consulta`, …) aceptan',
  '  formulario, multipart o JSON; las de `/api` y `/legal`, JSON.',
].join('\n');

/**
 * The OpenAPI 3.1 document of `app` (see the module comment). Pure: the same routes give the same
 * document.
 */
export function generateOpenApi<E extends Env, S extends Schema, B extends string>(
  app: Hono<E, S, B>,
  options: GenerateOpenApiOptions,
): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {
    Error: jsonSchemaOf(ApiErrorSchema, 'Error', {}),
  };
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const operationIds = new Set<string>();

  for (const group of routeGroups(app.routes)) {
    const { path, params } = toOpenApiPath(group.honoPath);
    let operationId = operationIdOf(group.method, path);
    for (let n = 2; operationIds.has(operationId); n += 1)
      operationId = `${operationIdOf(group.method, path)}_${n}`;
    operationIds.add(operationId);

    const byTarget = (target: RouteValidation['target']) =>
      group.validations.filter((v) => v.target === target);
    const paramSchemas: Record<string, JsonSchema> = {};
    for (const v of byTarget('param')) {
      const schema = jsonSchemaOf(v.schema, `${operationId}_param`, schemas);
      Object.assign(paramSchemas, (schema.properties ?? {}) as Record<string, JsonSchema>);
    }
    const parameters: OpenApiParameter[] = params.map((p) => ({
      name: p.name,
      in: 'path',
      required: true,
      schema: paramSchemas[p.name] ?? {
        type: 'string',
        ...(p.pattern ? { pattern: `^(?:${p.pattern})$` } : {}),
      },
    }));
    const query: OpenApiParameter[] = [];
    for (const v of byTarget('query')) {
      const schema = jsonSchemaOf(v.schema, `${operationId}_query`, schemas);
      const required = new Set((schema.required ?? []) as string[]);
      for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
        const { description, ...rest } = prop;
        query.push({
          name,
          in: 'query',
          required: required.has(name),
          ...(typeof description === 'string' ? { description } : {}),
          schema: rest,
        });
      }
    }
    query.sort((a, b) => a.name.localeCompare(b.name));
    parameters.push(...query);

    const content: Record<string, { schema: JsonSchema }> = {};
    for (const v of [...byTarget('json'), ...byTarget('form')]) {
      const schema = jsonSchemaOf(v.schema, `${operationId}_body`, schemas);
      for (const type of v.target === 'json' ? ['application/json'] : FORM_TYPES) content[type] = { schema };
    }
    const hasBody = Object.keys(content).length > 0;

    const isPublic = isPublicPath(group.honoPath);
    const doc = group.description;
    const responses: OpenApiOperation['responses'] = {};
    for (const [status, description] of Object.entries(doc?.responses ?? { '2XX': 'Correcto.' })) {
      responses[status] = { description };
    }
    const errors: (keyof typeof ERROR_RESPONSES)[] = [];
    if (hasBody || query.length > 0) errors.push('ValidationError');
    if (!isPublic) errors.push('Unauthorized', 'Forbidden');
    if (params.length > 0) errors.push('NotFound');
    if (!isPublic) errors.push('TooManyRequests');
    errors.push('ServerError');
    for (const name of errors) {
      responses[ERROR_RESPONSES[name].status] = { $ref: `#/components/responses/${name}` };
    }

    const operationTags = doc?.tags ?? [tagOf(group.honoPath)];
    for (const tag of operationTags) tags.add(tag);
    const operation: OpenApiOperation = {
      operationId,
      summary: doc?.summary ?? `${group.method.toUpperCase()} ${path}`,
      ...(doc?.description ? { description: doc.description } : {}),
      tags: operationTags,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(hasBody ? { requestBody: { required: true, content } } : {}),
      responses,
      // Public routes need nothing; the account's own routes take the session only (ADR 0031).
      ...(isPublic
        ? { security: [] }
        : API_KEY_REFUSED_PATHS.test(path)
          ? { security: [{ bearerAuth: [] }] }
          : {}),
    };
    (paths[path] ??= {})[group.method] = operation;
  }

  const sortedPaths: OpenApiDocument['paths'] = {};
  for (const path of Object.keys(paths).sort()) {
    const item = paths[path] ?? {};
    const sorted: Partial<Record<OpenApiMethod, OpenApiOperation>> = {};
    for (const method of OPENAPI_METHODS) {
      const operation = item[method];
      if (operation) sorted[method] = operation;
    }
    sortedPaths[path] = sorted;
  }
  const sortedSchemas: Record<string, JsonSchema> = {};
  for (const name of Object.keys(schemas).sort()) sortedSchemas[name] = schemas[name] ?? {};
  const responses: OpenApiDocument['components']['responses'] = {};
  for (const [name, { description }] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }

  return {
    openapi: '3.1.0',
    info: { title: 'Alegato API', version: options.version, description: DESCRIPTION },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    security: [{ bearerAuth: [] }, { apiKey: [] }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths: sortedPaths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'El token de acceso de la sesión (`/auth/v1/token`).',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'alg_…',
          description:
            'Una clave de API del plan empresarial (Configuración → Claves de API), enviada como bearer; no sirve para las rutas de la cuenta, la configuración, la facturación, las claves ni la administración.',
        },
      },
      schemas: sortedSchemas,
      responses,
    },
  };
}
