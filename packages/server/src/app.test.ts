import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachTarget, useTestEnv, type TestEnv } from '../test/targets.js';
import { AppError, ErrorBodySchema } from './errors.js';
import { readJson } from './middleware/body.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Routes that exist only in these tests, to drive the error mapper and the body helpers. */
function addProbeRoutes(env: TestEnv): void {
  env.app.get('/api/public/boom', () => {
    throw new Error('secret detail: password=hunter2 at /srv/alegato/src/x.ts:12');
  });
  env.app.get('/api/public/conflict', () => {
    throw new AppError(409, 'conflict', 'El informe ya existe');
  });
  env.app.post('/api/public/echo', async (c) => c.json({ received: await readJson(c) }));
  env.app.post('/api/public/raw-json', async (c) => c.json({ received: await c.req.json<unknown>() }));
  env.app.post('/api/public/named', async (c) =>
    c.json(await readJson(c, z.object({ nombre: z.string().min(1, 'El nombre es obligatorio') }))),
  );
}

describeEachTarget('app', (target) => {
  const env = useTestEnv(target);

  it('generates a request id when none is sent', async () => {
    const res = await env.app.request('/health');
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });

  it('echoes a safe incoming request id', async () => {
    const res = await env.app.request('/health', { headers: { 'X-Request-Id': 'abc-123-XYZ' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123-XYZ');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['spaces', 'abc 123'],
    ['header injection attempt', 'abc%0d%0aSet-Cookie:x'],
    ['underscore and dots', 'a_b.c'],
    ['empty', ''],
  ])('replaces an unsafe incoming request id (%s)', async (_label, value) => {
    const res = await env.app.request('/health', { headers: { 'X-Request-Id': value } });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });

  it('logs one structured line per request without headers, query or body', async () => {
    await env.app.request('/health?access_token=leaked-token', {
      headers: { Authorization: 'Bearer very-secret-token', 'X-Request-Id': 'req-1' },
    });
    const line = env.logs.lines.find((l) => l.msg === 'request');
    expect(line).toMatchObject({
      method: 'GET',
      path: '/health',
      status: 200,
      request_id: 'req-1',
      level: 'info',
    });
    expect(typeof line?.duration_ms).toBe('number');
    expect(env.logs.raw()).not.toContain('very-secret-token');
    expect(env.logs.raw()).not.toContain('leaked-token');
  });

  it.each(['/api/public/nope', '/api/public', '/auth/v1/nope', '/auth/anything', '/health/extra'])(
    'answers JSON 404 for unknown %s',
    async (path) => {
      const res = await env.app.request(path, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      // /auth/v1 answers in the GoTrue shape (code, error_code, message, msg).
      expect(await res.json()).toMatchObject({ code: 'not_found', message: 'Recurso no encontrado' });
    },
  );

  it.each(['/api/nope', '/api'])('answers 401 for %s without a bearer token (requireUser)', async (path) => {
    const res = await env.app.request(path);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'unauthorized', message: 'No autorizado' });
  });

  it('answers JSON 404 for unknown API methods', async () => {
    const res = await env.app.request('/api/public/nope', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: 'Recurso no encontrado' });
  });

  it('maps an unexpected error to a generic 500 with an error id, logged, without stack or detail', async () => {
    addProbeRoutes(env);
    const res = await env.app.request('/api/public/boom', { headers: { 'X-Request-Id': 'req-boom' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const body = ErrorBodySchema.parse(JSON.parse(text));
    expect(body.code).toBe('internal_error');
    expect(body.message).toBe('Error interno del servidor. Intenta de nuevo en unos minutos.');
    expect(body.error_id).toMatch(UUID);
    expect(Object.keys(body).sort()).toEqual(['code', 'error_id', 'message']);
    expect(text).not.toMatch(/secret|hunter2|\.ts|at |stack/i);

    const logged = env.logs.lines.find((l) => l.msg === 'unhandled error');
    expect(logged).toMatchObject({ error_id: body.error_id, request_id: 'req-boom', level: 'error' });
    const requestLine = env.logs.lines.find((l) => l.msg === 'request');
    expect(requestLine).toMatchObject({ status: 500, level: 'error' });
  });

  it('maps an AppError to its status, code and message', async () => {
    addProbeRoutes(env);
    const res = await env.app.request('/api/public/conflict');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ code: 'conflict', message: 'El informe ya existe' });
  });

  it('answers 400 invalid_json for a malformed JSON body', async () => {
    addProbeRoutes(env);
    const res = await env.app.request('/api/public/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"titulo": "Demanda",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'invalid_json',
      message: 'El cuerpo de la petición no es JSON válido',
    });
  });

  it('answers 400 invalid_json when a route parses the body with c.req.json() itself', async () => {
    addProbeRoutes(env);
    const res = await env.app.request('/api/public/raw-json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'invalid_json',
      message: 'El cuerpo de la petición no es JSON válido',
    });
  });

  it('accepts a well-formed JSON body', async () => {
    addProbeRoutes(env);
    const res = await env.app.request('/api/public/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ titulo: 'Demanda de desahucio' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: { titulo: 'Demanda de desahucio' } });
  });

  it('answers 415 when the body is not declared as JSON', async () => {
    addProbeRoutes(env);
    const res = await env.app.request('/api/public/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { code: string }).code).toBe('unsupported_media_type');
  });

  it('answers 400 validation_error with field details when the schema does not match', async () => {
    addProbeRoutes(env);
    const res = await env.app.request('/api/public/named', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ nombre: '' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'validation_error',
      message: 'El nombre es obligatorio',
      details: [{ path: 'nombre', message: 'El nombre es obligatorio' }],
    });
  });

  it('answers 413 for a JSON body over 1 MB, declared or streamed', async () => {
    addProbeRoutes(env);
    const big = JSON.stringify({ texto: 'a'.repeat(1024 * 1024) });
    const declared = await env.app.request('/api/public/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    const body = (await declared.json()) as { code: string; message: string };
    expect(body.code).toBe('payload_too_large');
    expect(body.message).toMatch(/demasiado grande/);

    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 1.5 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await env.app.request('/api/public/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('sends no CORS headers by default, even to a foreign origin', async () => {
    const res = await env.app.request('/health', { headers: { Origin: 'https://evil.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describeEachTarget('app with CORS_ORIGINS', (target) => {
  const env = useTestEnv(target, { env: { CORS_ORIGINS: 'https://app.example.com' } });

  it('allows only the listed origin', async () => {
    const ok = await env.app.request('/health', { headers: { Origin: 'https://app.example.com' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(ok.headers.get('vary')).toMatch(/Origin/);
    expect(ok.headers.get('access-control-allow-credentials')).toBeNull();

    const evil = await env.app.request('/health', { headers: { Origin: 'https://evil.example.com' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers preflights for the listed origin only', async () => {
    const preflight = {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    };
    const ok = await env.app.request('/api/reports', preflight);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(ok.headers.get('access-control-allow-headers')).toMatch(/Authorization/);

    const evil = await env.app.request('/api/reports', {
      ...preflight,
      headers: { ...preflight.headers, Origin: 'https://evil.example.com' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-methods')).toBeNull();
  });
});
