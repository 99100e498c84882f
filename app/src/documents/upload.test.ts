import { describe, expect, it, vi } from 'vitest';
import { CLIENT_VERSION } from '@alegato/domain';
import { UPLOAD_TIMEOUT_MESSAGE, UploadError, buildUploadForm, uploadDocument, type XhrLike } from './upload';

/** The event the fake hands to its handlers (the upload reads none of its fields). */
const event = {} as ProgressEvent;

/** A scripted XMLHttpRequest: records what was sent; the test answers with `respond`, `fail`… */
class FakeXhr implements XhrLike {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  ontimeout: XhrLike['ontimeout'] = null;
  onabort: XhrLike['onabort'] = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(event);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(event);
  }
}

const document = {
  id: 'd1',
  filename: 'contrato.pdf',
  size: 17,
  type: 'pdf',
  pages: null,
  status: 'processing',
  progress: 0,
  error: null,
  case_id: 'c1',
  created_at: '2025-01-15T10:00:00Z',
};

function setup(token: string | null = 'tok') {
  const xhr = new FakeXhr();
  const onUnauthorized = vi.fn();
  const deps = {
    createXhr: () => xhr,
    baseUrl: () => 'https://api.example',
    getAccessToken: async () => token,
    onUnauthorized,
    timeoutMs: 1234,
  };
  const input = {
    file: new Blob(['%PDF-1.7 contrato'], { type: 'application/pdf' }),
    filename: 'contrato.pdf',
    userId: 'u1',
    email: 'ana@example.com',
    caseId: 'c1' as string | null,
  };
  return { xhr, deps, input, onUnauthorized };
}

/** Lets `uploadDocument` get past its token lookup and send. */
const sent = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('buildUploadForm', () => {
  it('carries the spec fields, keep_files and the case', async () => {
    const { input } = setup();
    const form = buildUploadForm(input);
    const fields = Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'));
    expect(fields).toEqual({
      collection: 'documentos',
      especialidad: '',
      user_id: 'u1',
      nombre: 'contrato.pdf',
      tipo_caso: '',
      hechos: '',
      email: 'ana@example.com',
      keep_files: 'true',
      case_id: 'c1',
    });
    const file = form.get('file') as File;
    expect(file.name).toBe('contrato.pdf');
    expect(await file.text()).toBe('%PDF-1.7 contrato');
  });
  it('leaves case_id out without a case', () => {
    const { input } = setup();
    expect(buildUploadForm({ ...input, caseId: null }).has('case_id')).toBe(false);
  });
});

describe('uploadDocument', () => {
  it('POSTs multipart to /upload with the bearer, client version and JSON accept; reports progress; resolves with the document', async () => {
    const { xhr, deps, input } = setup();
    const onProgress = vi.fn();
    const done = uploadDocument(deps, input, { onProgress, fallback: 'x' });
    await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://api.example/upload');
    expect(xhr.headers).toEqual({
      Accept: 'application/json',
      'X-Client-Version': CLIENT_VERSION,
      Authorization: 'Bearer tok',
    });
    expect(xhr.timeout).toBe(1234);
    expect(xhr.body?.get('user_id')).toBe('u1');
    xhr.progress(0, 1000);
    xhr.progress(450, 1000);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 5, total: 0 } as ProgressEvent);
    xhr.progress(1000, 1000);
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([0, 45, 100]);
    xhr.respond(202, { success: true, data: { document } });
    await expect(done).resolves.toMatchObject({ id: 'd1', status: 'processing', case_id: 'c1' });
  });

  it('sends no Authorization header without a session', async () => {
    const { xhr, deps, input } = setup(null);
    const done = uploadDocument(deps, input, { fallback: 'x' });
    await sent();
    expect(xhr.headers.Authorization).toBeUndefined();
    xhr.respond(202, { success: true, data: { document } });
    await done;
  });

  it.each([
    [413, { code: 'payload_too_large', message: 'El archivo supera el tamaño máximo de 10 MB.' }],
    [
      415,
      {
        code: 'unsupported_media_type',
        message: 'Formato no admitido. Solo se aceptan archivos PDF, DOCX o TXT.',
      },
    ],
  ])('%i rejects with the server Spanish message', async (status, body) => {
    const { xhr, deps, input, onUnauthorized } = setup();
    const done = uploadDocument(deps, input, { fallback: 'fallback' });
    await sent();
    xhr.respond(status, body);
    await expect(done).rejects.toMatchObject({
      name: 'UploadError',
      status,
      code: body.code,
      message: body.message,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 takes the shared sign-out path', async () => {
    const { xhr, deps, input, onUnauthorized } = setup();
    const done = uploadDocument(deps, input, { fallback: 'fallback' });
    await sent();
    xhr.respond(401, { code: 'unauthorized', message: 'Sesión caducada' });
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 5xx without a message gives the fallback, and is not retried', async () => {
    const { xhr, deps, input } = setup();
    const createXhr = vi.fn(deps.createXhr);
    const done = uploadDocument({ ...deps, createXhr }, input, { fallback: 'No se ha podido subir.' });
    await sent();
    xhr.respond(502, '<html>Bad gateway</html>');
    await expect(done).rejects.toMatchObject({ status: 502, message: 'No se ha podido subir.' });
    expect(createXhr).toHaveBeenCalledTimes(1);
  });

  it('a 2xx without a document is an error', async () => {
    const { xhr, deps, input } = setup();
    const done = uploadDocument(deps, input, { fallback: 'x' });
    await sent();
    xhr.respond(202, { success: true, data: {} });
    await expect(done).rejects.toBeInstanceOf(UploadError);
  });

  it('network failure and timeout', async () => {
    const a = setup();
    const failed = uploadDocument(a.deps, a.input, { fallback: 'x' });
    await sent();
    a.xhr.onerror?.(event);
    await expect(failed).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'Error de conexión con el servidor',
    });
    const b = setup();
    const slow = uploadDocument(b.deps, b.input, { fallback: 'x' });
    await sent();
    b.xhr.ontimeout?.(event);
    await expect(slow).rejects.toMatchObject({ status: 0, code: 'timeout', message: UPLOAD_TIMEOUT_MESSAGE });
  });

  it('the caller cancels through the signal', async () => {
    const { xhr, deps, input } = setup();
    const controller = new AbortController();
    const done = uploadDocument(deps, input, { fallback: 'x', signal: controller.signal });
    await sent();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ aborted: true });
    const pre = new AbortController();
    pre.abort();
    await expect(uploadDocument(deps, input, { fallback: 'x', signal: pre.signal })).rejects.toMatchObject({
      aborted: true,
    });
  });
});
