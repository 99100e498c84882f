import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useAuthEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';
import { MAIN_BACKEND_PREFIXES } from '../../app.js';
import { describeRoute, validate } from '../../middleware/validate.js';
import { generateOpenApi, toOpenApiPath, type OpenApiDocument, type OpenApiOperation } from './generate.js';

type Operations = Record<string, OpenApiOperation>;

/** The document's operations as `method path` keys. */
function operationKeys(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method} ${path}`),
  );
}

/** A Hono path in OpenAPI form, written here independently of the generator's converter. */
function openApiPathOf(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_-]+)(\{[^}]*\})?\??/g, '{$1}');
}

/** The handler of a route entry through Hono's sub-app error-handler wrapper. */
function unwrap(handler: unknown): unknown {
  let h = handler;
  while (typeof h === 'function' && '__COMPOSED_HANDLER' in h) {
    h = (h as unknown as { __COMPOSED_HANDLER: unknown }).__COMPOSED_HANDLER;
  }
  return h;
}

/** The API surface the document must cover (issue 15 item 3). */
function isApiSurface(path: string): boolean {
  return (
    path.startsWith('/api/') ||
    path === '/health' ||
    path === '/legal/case_analysis' ||
    path.startsWith('/legal/review_grid') ||
    MAIN_BACKEND_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))
  );
}

/** What the document leaves out on purpose: GoTrue, loopback development pages, the web app and SPA fallback. */
const EXCLUDED = /^\/(auth\/v1|dev)(\/|$)|^\/(\*|:)/;

async function validateDocument(doc: unknown): Promise<{ valid: boolean; errors?: unknown }> {
  const validator = new Validator();
  return validator.validate(doc as Parameters<Validator['validate']>[0]);
}

describe('generateOpenApi on a small app', () => {
  interface Tree {
    name: string;
    children: Tree[];
  }
  const TreeSchema: z.ZodType<Tree> = z.lazy(() =>
    z.object({ name: z.string().min(1), children: z.array(TreeSchema) }),
  );

  function smallApp(): Hono {
    const app = new Hono();
    const sub = new Hono();
    sub.onError((_e, c) => c.text('error', 500));
    sub.get('/items/:id{[0-9]+}', (c) => c.text('ok'));
    app.use('*', async (_c, next) => {
      await next();
    });
    app.post(
      '/api/trees',
      describeRoute({ summary: 'Crea un árbol', responses: { '201': 'Creado.' } }),
      validate('json', TreeSchema),
      (c) => c.text('ok'),
    );
    app.post('/cases', validate('form', z.object({ title: z.string(), notes: z.string().optional() })), (c) =>
      c.text('ok'),
    );
    app.get('/api/list', validate('query', z.object({ page: z.coerce.number().int().default(1) })), (c) =>
      c.text('ok'),
    );
    app.all('/mcp', (c) => c.text('ok'));
    app.get('/health', (c) => c.text('ok'));
    app.route('/api/sub', sub);
    app.get('/dev/outbox', (c) => c.text('ok'));
    app.get('/auth/v1/user', (c) => c.text('ok'));
    app.get('/:product/status', (c) => c.text('ok'));
    app.get('*', (c) => c.text('app'));
    return app;
  }

  it('converts Hono paths to OpenAPI paths with their parameters', () => {
    expect(toOpenApiPath('/cases/:caseId/documents')).toEqual({
      path: '/cases/{caseId}/documents',
      params: [{ name: 'caseId', pattern: undefined }],
    });
    expect(toOpenApiPath('/items/:id{[0-9]+}')).toEqual({
      path: '/items/{id}',
      params: [{ name: 'id', pattern: '[0-9]+' }],
    });
    expect(toOpenApiPath('/files/*').path).toBe('/files/{wildcard}');
    expect(toOpenApiPath('/a/:b?').path).toBe('/a/{b}');
  });

  it('documents routes, not middlewares, and leaves out GoTrue, /dev and the web app', async () => {
    const doc = generateOpenApi(smallApp(), { version: '1.2.3' });
    expect(operationKeys(doc).sort()).toEqual([
      'delete /mcp',
      'get /api/list',
      'get /api/sub/items/{id}',
      'get /health',
      'get /mcp',
      'post /api/trees',
      'post /cases',
      'post /mcp',
    ]);
    expect(await validateDocument(doc)).toEqual({ valid: true });
    expect(doc.info).toMatchObject({ title: 'Alegato API', version: '1.2.3' });
  });

  it('turns validation schemas into bodies, parameters and patterns; a recursive schema goes to components', () => {
    const doc = generateOpenApi(smallApp(), { version: '1.2.3' });
    const trees = (doc.paths['/api/trees'] as Operations).post;
    expect(trees?.summary).toBe('Crea un árbol');
    expect(trees?.responses['201']).toEqual({ description: 'Creado.' });
    const treeSchema = trees?.requestBody?.content['application/json']?.schema;
    expect(treeSchema).toEqual({ $ref: expect.stringMatching(/^#\/components\/schemas\//) });
    const name = String(treeSchema?.$ref).split('/').pop() ?? '';
    expect(JSON.stringify(doc.components.schemas[name])).toContain(`"#/components/schemas/`);
    expect(JSON.stringify(doc)).not.toContain('"#/$defs/');
    expect(JSON.stringify(doc)).not.toMatch(/"\$ref":"#"/);

    const cases = (doc.paths['/cases'] as Operations).post;
    expect(Object.keys(cases?.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    expect(cases?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({ required: ['title'] });

    const list = (doc.paths['/api/list'] as Operations).get;
    expect(list?.parameters).toEqual([
      { name: 'page', in: 'query', required: false, schema: expect.objectContaining({ default: 1 }) },
    ]);
    expect(list?.responses['400']).toEqual({ $ref: '#/components/responses/ValidationError' });

    const item = (doc.paths['/api/sub/items/{id}'] as Operations).get;
    expect(item?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^(?:[0-9]+)$' } },
    ]);
    expect(item?.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect((doc.paths['/health'] as Operations).get?.security).toEqual([]);
    expect(item?.security).toBeUndefined();
    expect(doc.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
  });

  it('is deterministic', () => {
    const a = JSON.stringify(generateOpenApi(smallApp(), { version: '1' }));
    const b = JSON.stringify(generateOpenApi(smallApp(), { version: '1' }));
    expect(a).toBe(b);
  });
});

describeEachTarget('GET /api/openapi.json (the real app)', (target) => {
  const env = useAuthEnv(target);

  async function fetchDocument(): Promise<{ res: Response; doc: OpenApiDocument }> {
    const res = await env.call('GET', '/api/openapi.json');
    return { res, doc: (await res.json()) as OpenApiDocument };
  }

  it('is public, cached for 5 minutes and a valid OpenAPI 3.1 document', async () => {
    const { res, doc } = await fetchDocument();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({
      title: 'Alegato API',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect(doc.info.description).toContain('Autenticación');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    const result = await validateDocument(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    // Public routes need nothing; a key may not manage keys or the account (ADR 0031): session only.
    expect(doc.paths['/health']?.get?.security).toEqual([]);
    expect(doc.paths['/api/api-keys']?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/account']?.delete?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/cases']?.post?.security).toBeUndefined();
    expect(doc.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    // Generated once: the second answer is the same document.
    expect((await fetchDocument()).doc).toEqual(doc);
  });

  it('documents only operations that exist in app.routes, all on the API surface', async () => {
    const { doc } = await fetchDocument();
    const routes = env.app.routes.map((r) => ({
      method: r.method.toLowerCase(),
      path: openApiPathOf(r.path),
      handler: unwrap(r.handler),
    }));
    const missing = operationKeys(doc).filter((key) => {
      const [method, path] = key.split(' ');
      return !routes.some(
        (r) =>
          r.path === path &&
          (r.method === method ||
            (r.method === 'all' && typeof r.handler === 'function' && r.handler.length < 2)),
      );
    });
    expect(missing).toEqual([]);
    const routesByPath = new Map(env.app.routes.map((r) => [openApiPathOf(r.path), r.path]));
    const offSurface = Object.keys(doc.paths).filter((p) => !isApiSurface(routesByPath.get(p) ?? p));
    expect(offSurface).toEqual([]);
  });

  it('documents every API route of app.routes but the stated exclusions', async () => {
    const { doc } = await fetchDocument();
    const documented = new Set(operationKeys(doc));
    const undocumented = env.app.routes
      .filter((r) => r.method !== 'ALL' && !EXCLUDED.test(r.path))
      .map((r) => `${r.method.toLowerCase()} ${openApiPathOf(r.path)}`)
      .filter((key) => !documented.has(key));
    expect([...new Set(undocumented)]).toEqual([]);
    // The exclusions are real routes (the test would pass vacuously otherwise), and never documented.
    const excluded = env.app.routes.filter((r) => r.method !== 'ALL' && EXCLUDED.test(r.path));
    expect(excluded.some((r) => r.path.startsWith('/auth/v1/'))).toBe(true);
    expect(excluded.some((r) => r.path.startsWith('/dev/'))).toBe(true);
    expect(Object.keys(doc.paths).filter((p) => EXCLUDED.test(p))).toEqual([]);
    // The main API families are there.
    for (const key of [
      'get /health',
      'post /api/reports/create',
      'get /api/queries/history',
      'post /cases',
      'post /query/mixed',
      'get /system/capabilities',
      'get /collections',
      'get /api/openapi.json',
      'post /legal/case_analysis',
      'post /sentencias/analyze',
    ]) {
      expect(documented.has(key), key).toBe(true);
    }
  });

  it('documents the required fields of JSON bodies, form bodies and the query parameters', async () => {
    const { doc } = await fetchDocument();
    const create = (doc.paths['/api/reports/create'] as Operations).post;
    const createSchema = create?.requestBody?.content['application/json']?.schema as {
      required?: string[];
      properties?: Record<string, unknown>;
    };
    expect(createSchema.required).toContain('title');
    expect(Object.keys(createSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['title', 'template_id', 'content', 'enhance_with_ai', 'generate_pdf']),
    );
    const cases = (doc.paths['/cases'] as Operations).post;
    expect(Object.keys(cases?.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    const history = (doc.paths['/api/queries/history'] as Operations).get;
    const query = (history?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(['page', 'per_page']));
    const norm = (doc.paths['/legislation/norms/{normId}/sections/{anchor}'] as Operations).get;
    expect(norm?.parameters?.map((p) => [p.in, p.name, p.required])).toEqual([
      ['path', 'normId', true],
      ['path', 'anchor', true],
    ]);
    expect((doc.paths['/system/capabilities'] as Operations).get?.summary).toBe('Capacidades del servidor');
    // Public routes need no token; the rest inherit bearer JWT or API key.
    expect((doc.paths['/health'] as Operations).get?.security).toEqual([]);
    expect((doc.paths['/api/public/cookie-consent'] as Operations).post?.security).toEqual([]);
    expect((doc.paths['/cases'] as Operations).post?.security).toBeUndefined();
    expect(doc.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      apiKey: { type: 'http', scheme: 'bearer' },
    });
    expect(doc.components.schemas.Error).toMatchObject({ required: ['code', 'message'] });
  });

  it('never answers 404 "route not found" on the documented GET routes without path parameters', async () => {
    const { doc } = await fetchDocument();
    const { token } = await env.user();
    const paths = Object.entries(doc.paths)
      .filter(([path, item]) => item.get && !path.includes('{'))
      .map(([path]) => path);
    expect(paths.length).toBeGreaterThan(20);
    const notFound: string[] = [];
    for (const path of paths) {
      const res = await env.call('GET', path, { token });
      if (res.status === 404) notFound.push(`${path}: ${await res.text()}`);
      else await res.body?.cancel();
    }
    expect(notFound).toEqual([]);
  });
});
