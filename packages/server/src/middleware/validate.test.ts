import { Hono } from 'hono';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createErrorHandler } from '../errors.js';
import type { AppEnv } from '../types.js';
import { validate } from './validate.js';

const ID = '0b7f5c1e-3d2a-4c59-9a8e-6f1d2c3b4a50';

const Body = z.object({
  nombre: z.string({ error: 'El nombre es obligatorio' }).min(1, 'El nombre es obligatorio'),
  edad: z.number({ error: 'La edad debe ser un número' }).int().optional(),
});
const Fields = z.object({
  user_id: z.string({ error: 'user_id no es válido' }).optional(),
  query: z.string(),
});
const Query = z.object({ page: z.coerce.number({ error: 'page no es válido' }).int().default(1) });

/** A tiny app with the project's error mapper; handlers echo what `c.req.valid` gives them. */
function app() {
  const a = new Hono<AppEnv>();
  a.onError(createErrorHandler());
  a.post('/json', validate('json', Body), (c) => {
    const body = c.req.valid('json');
    expectTypeOf(body).toEqualTypeOf<{ nombre: string; edad?: number | undefined }>();
    return c.json({ body });
  });
  a.post('/form', validate('form', Fields), (c) => c.json({ body: c.req.valid('form') }));
  a.get('/query', validate('query', Query), (c) => {
    const q = c.req.valid('query');
    expectTypeOf(q.page).toEqualTypeOf<number>();
    return c.json({ q });
  });
  a.get(
    '/items/:id',
    validate('param', z.object({ id: z.uuid().transform((v) => v.toLowerCase()) }), {
      notFound: 'El elemento no existe.',
    }),
    (c) => c.json({ id: c.req.valid('param').id }),
  );
  a.get('/plain/:id', validate('param', z.object({ id: z.uuid() })), (c) => c.json(c.req.valid('param')));
  a.post(
    '/messages',
    validate('json', z.object({ a: z.boolean() }), { issueMessage: (i) => `Mal: ${i.path.join('.')}` }),
    (c) => c.json(c.req.valid('json')),
  );
  return a;
}

function post(path: string, body: string, type?: string) {
  return app().request(path, { method: 'POST', body, headers: type ? { 'Content-Type': type } : {} });
}

describe('validate', () => {
  it('passes a valid JSON body to the handler, typed and parsed', async () => {
    const res = await post(
      '/json',
      JSON.stringify({ nombre: 'Ana', edad: 30, extra: 1 }),
      'application/json',
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ body: { nombre: 'Ana', edad: 30 } });
  });

  it('accepts JSON content types with parameters and +json suffixes', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/vnd.alegato+json']) {
      const res = await post('/json', JSON.stringify({ nombre: 'Ana' }), type);
      expect(res.status, type).toBe(200);
    }
  });

  it('answers 415 unsupported_media_type when the body is not JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const res = await post('/json', 'nombre=Ana', type);
      expect(res.status, String(type)).toBe(415);
      expect(await res.json()).toMatchObject({ code: 'unsupported_media_type' });
    }
  });

  it('answers 400 invalid_json when the body does not parse', async () => {
    const res = await post('/json', '{"nombre": ', 'application/json');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'invalid_json',
      message: 'El cuerpo de la petición no es JSON válido',
    });
  });

  it('answers 400 validation_error with every problem in details and the first as the message', async () => {
    const res = await post('/json', JSON.stringify({ edad: 'treinta' }), 'application/json');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'validation_error',
      message: 'El nombre es obligatorio',
      details: [
        { path: 'nombre', message: 'El nombre es obligatorio' },
        { path: 'edad', message: 'La edad debe ser un número' },
      ],
    });
  });

  it('rewrites issue messages with issueMessage', async () => {
    const res = await post('/messages', JSON.stringify({ a: 'x' }), 'application/json');
    expect(await res.json()).toMatchObject({
      message: 'Mal: a',
      details: [{ path: 'a', message: 'Mal: a' }],
    });
  });

  it('reads form-encoded, multipart and JSON bodies for the form target', async () => {
    const urlencoded = await post('/form', 'query=leases&user_id=u1', 'application/x-www-form-urlencoded');
    expect(await urlencoded.json()).toEqual({ body: { query: 'leases', user_id: 'u1' } });
    const form = new FormData();
    form.set('query', 'leases');
    form.set('file', new Blob(['x']), 'x.txt');
    const multipart = await app().request('/form', { method: 'POST', body: form });
    expect(await multipart.json()).toEqual({ body: { query: 'leases' } });
    const json = await post('/form', JSON.stringify({ query: 'leases' }), 'application/json');
    expect(await json.json()).toEqual({ body: { query: 'leases' } });
  });

  it('turns a repeated form field into an array, which a one-value schema refuses', async () => {
    const res = await post('/form', 'query=a&user_id=u1&user_id=u2', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'validation_error',
      details: [{ path: 'user_id', message: 'user_id no es válido' }],
    });
  });

  it('answers 415 with the form message for other content types on the form target', async () => {
    const res = await post('/form', 'query=a', 'text/plain');
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      code: 'unsupported_media_type',
      message: 'El tipo de contenido no está admitido. Envía un formulario o application/json.',
    });
  });

  it('validates the query string (first value of a repeated parameter) with defaults', async () => {
    expect(await (await app().request('/query')).json()).toEqual({ q: { page: 1 } });
    expect(await (await app().request('/query?page=3&page=x')).json()).toEqual({ q: { page: 3 } });
    const bad = await app().request('/query?page=x');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ details: [{ path: 'page', message: 'page no es válido' }] });
  });

  it('answers 404 with the given message for a path parameter the schema refuses', async () => {
    const res = await app().request('/items/not-a-uuid');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: 'El elemento no existe.' });
    const plain = await app().request('/plain/42');
    expect(await plain.json()).toEqual({ code: 'not_found', message: 'Recurso no encontrado' });
  });

  it('passes the transformed path parameter to the handler', async () => {
    const res = await app().request(`/items/${ID.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: ID });
  });
});
