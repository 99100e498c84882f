import { describe, expect, it, vi } from 'vitest';
import {
  HttpError,
  TIMEOUT_MESSAGE,
  bodyMessage,
  buildUrl,
  createHttpClient,
  failureMessage,
  planRefusalOf,
  shouldToast,
  type HttpDeps,
} from './http';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that never answers and rejects like the real one when its signal aborts. */
const hangingFetch = () =>
  vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const abort = () => reject(new DOMException('aborted', 'AbortError'));
        if (init?.signal?.aborted) abort();
        init?.signal?.addEventListener('abort', abort);
      }),
  );

/** A client over a scripted fetch; returns the client and the spies. */
function setup(responses: Array<Response | Error>, overrides: Partial<HttpDeps> = {}) {
  const queue = [...responses];
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error('no more scripted responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const spies = {
    getAccessToken: vi.fn((): string | null => 'token-123'),
    navigateHome: vi.fn(async () => {}),
    notifyError: vi.fn((_message: string) => {}),
    sleep: vi.fn(async (_ms: number) => {}),
  };
  const deps: HttpDeps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    baseUrl: (backend) => (backend === 'reports' ? 'https://reports.example' : ''),
    ...spies,
    ...overrides,
  };
  return { client: createHttpClient(deps), fetchMock: fetch, ...spies };
}

describe('buildUrl', () => {
  it('joins base, path and the defined query values', () => {
    expect(
      buildUrl('', '/api/queries/history', { user_id: 'u1', page: 2, missing: undefined, none: null }),
    ).toBe('/api/queries/history?user_id=u1&page=2');
    expect(buildUrl('https://reports.example', '/api/reports/list')).toBe(
      'https://reports.example/api/reports/list',
    );
  });
});

describe('failureMessage', () => {
  it('prefers the response message', () => {
    expect(failureMessage({ code: 'not_found', message: 'Informe no encontrado' }, new Error('x'))).toBe(
      'Informe no encontrado',
    );
  });
  it('uses a string detail when there is no message', () => {
    expect(bodyMessage({ detail: 'Datos inválidos' })).toBe('Datos inválidos');
    expect(bodyMessage({ detail: [{ loc: 'x' }] })).toBeUndefined();
  });
  it('falls back to the error message, then to the generic text', () => {
    expect(failureMessage({ message: '  ' }, new Error('Fallo de red'))).toBe('Fallo de red');
    expect(failureMessage('<html>', undefined)).toBe('Ocurrió un error inesperado.');
    expect(failureMessage(undefined, new Error(''))).toBe('Ocurrió un error inesperado.');
  });
});

describe('shouldToast', () => {
  it('stays quiet for silent requests, 401s and cancelled requests', () => {
    expect(shouldToast(new HttpError('x', 500), {})).toBe(true);
    expect(shouldToast(new HttpError('x', 404), { silent: true })).toBe(false);
    expect(shouldToast(new HttpError('x', 401), {})).toBe(false);
    expect(shouldToast(new Error('aborted'), { aborted: true })).toBe(false);
  });
});

describe('createHttpClient', () => {
  it('sends the client version, the bearer token and JSON, and returns the parsed body', async () => {
    const { client, fetchMock } = setup([json(200, { id: 'r1' })]);
    await expect(
      client.request('/api/reports/create', { method: 'POST', backend: 'reports', json: { title: 'T' } }),
    ).resolves.toEqual({ id: 'r1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://reports.example/api/reports/create');
    const headers = init!.headers as Record<string, string>;
    expect(headers['X-Client-Version']).toBe('1.0.0');
    expect(headers.Authorization).toBe('Bearer token-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init!.body).toBe('{"title":"T"}');
  });

  it('form-encodes `form` bodies and leaves the token out when auth is false', async () => {
    const { client, fetchMock, getAccessToken } = setup([json(200, {})]);
    await client.request('/cases', { method: 'POST', form: { title: 'Caso', urgent: true }, auth: false });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(String(init.body)).toBe('title=Caso&urgent=true');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(getAccessToken).not.toHaveBeenCalled();
  });

  it('reads a PDF answer as a Blob (the PDF service downloads)', async () => {
    const pdf = new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
      status: 200,
      headers: { 'Content-Type': 'application/pdf' },
    });
    const { client } = setup([pdf]);
    const body = await client.request('/api/pdf/descargar/c/informe.pdf', { backend: 'pdf' });
    expect(body).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (body as Blob).arrayBuffer())).toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46]),
    );
  });

  it('sends no Authorization header without a session', async () => {
    const { client, fetchMock } = setup([json(200, {})], { getAccessToken: () => null });
    await client.request('/health');
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('retries a 5xx up to 2 times, waiting 1 s × attempt', async () => {
    const { client, fetchMock, sleep } = setup([json(503, {}), json(502, {}), json(200, { ok: true })]);
    await expect(client.request('/documents')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('gives up after the second retry and toasts the response message', async () => {
    const { client, fetchMock, notifyError } = setup([
      json(500, {}),
      json(500, {}),
      json(500, { code: 'internal', message: 'Servicio no disponible' }),
    ]);
    const error = await client.request('/documents').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, code: 'internal', message: 'Servicio no disponible' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('Servicio no disponible');
  });

  it('does not retry a 4xx and toasts the generic text when the body has no message', async () => {
    const { client, fetchMock, notifyError, sleep } = setup([json(404, {})]);
    await expect(client.request('/cases/x')).rejects.toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Ocurrió un error inesperado.');
  });

  it('stays silent when the request opts out', async () => {
    const { client, notifyError } = setup([json(422, { message: 'No válido' })]);
    await expect(client.request('/x', { silent: true })).rejects.toMatchObject({ message: 'No válido' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('sends the user home on a 401 once, without a toast, until the navigation completes', async () => {
    let finish: () => void = () => {};
    const navigateHome = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { client, notifyError } = setup([json(401, {}), json(401, {}), json(401, {})], { navigateHome });
    await expect(client.request('/a')).rejects.toMatchObject({ status: 401 });
    await expect(client.request('/b')).rejects.toMatchObject({ status: 401 });
    await Promise.resolve();
    expect(navigateHome).toHaveBeenCalledTimes(1);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(client.request('/c')).rejects.toMatchObject({ status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigateHome).toHaveBeenCalledTimes(2);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('turns a network failure into a Spanish connection error', async () => {
    const { client, notifyError } = setup([new TypeError('Failed to fetch')]);
    await expect(client.request('/x')).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(notifyError).toHaveBeenCalledWith('Error de conexión con el servidor');
  });

  it('aborts after the timeout', async () => {
    const fetch = hangingFetch();
    const { client, notifyError } = setup([], { fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(client.request('/slow', { timeoutMs: 5 })).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
      message: TIMEOUT_MESSAGE,
    });
    expect(notifyError).toHaveBeenCalledWith(TIMEOUT_MESSAGE);
  });

  it('passes a cancellation through without a toast', async () => {
    const controller = new AbortController();
    const fetch = hangingFetch();
    const { client, notifyError } = setup([], { fetch: fetch as unknown as typeof globalThis.fetch });
    const pending = client.request('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('uses the default 300 s timeout', async () => {
    vi.useFakeTimers();
    try {
      const fetch = hangingFetch();
      const { client } = setup([], { fetch: fetch as unknown as typeof globalThis.fetch });
      const pending = client.request('/slow', { silent: true }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(299_999);
      expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ code: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('plan refusals (ADR 0026)', () => {
  const limit = {
    code: 'plan_limit',
    message: 'Has usado los 5 análisis de este mes incluidos en tu plan Estudiante.',
    upgrade_plan: 'individual',
  };

  it('opens the upgrade dialog instead of the toast for 402 plan_limit and 403 plan_forbidden', async () => {
    const notifyPlanRefusal = vi.fn();
    const { client, notifyError } = setup(
      [json(402, limit), json(403, { code: 'plan_forbidden', message: 'No incluye PDF.' })],
      { notifyPlanRefusal },
    );
    await expect(client.request('/document/analyze', { method: 'POST' })).rejects.toMatchObject({
      status: 402,
    });
    await expect(client.request('/api/pdf/generar-informe-legal', { method: 'POST' })).rejects.toMatchObject({
      status: 403,
    });
    expect(notifyError).not.toHaveBeenCalled();
    expect(notifyPlanRefusal.mock.calls).toEqual([
      [{ kind: 'limit', message: limit.message, upgradePlan: 'individual' }],
      [{ kind: 'forbidden', message: 'No incluye PDF.' }],
    ]);
  });

  it('other 403s toast as before; a silent request refused by the plan still offers the upgrade', async () => {
    const notifyPlanRefusal = vi.fn();
    const { client, notifyError } = setup(
      [json(403, { code: 'forbidden', message: 'Acceso denegado' }), json(402, limit)],
      { notifyPlanRefusal },
    );
    await expect(client.request('/api/admin/users')).rejects.toBeInstanceOf(HttpError);
    await expect(
      client.request('/document/analyze', { method: 'POST', silent: true }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('Acceso denegado');
    expect(notifyPlanRefusal).toHaveBeenCalledExactlyOnceWith({
      kind: 'limit',
      message: limit.message,
      upgradePlan: 'individual',
    });
    expect(planRefusalOf(new Error('x'))).toBeNull();
  });
});
