import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { composeLegalDocument, sampleDraftInput, scoreLegalDocument } from '@alegato/legal-nlp';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../logger.js';
import { createEnhancer, EnhanceError } from './enhancer.js';
import { buildEnhancePrompt, extractHtml } from './prompt.js';
import { pseudonymisePrompt } from './pseudonymise.js';

interface Recorded {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

type Handler = (req: Recorded, res: ServerResponse) => void;

const servers: Server[] = [];
const logLines: string[] = [];
const logger = createLogger({
  level: 'info',
  destination: { write: (line: string) => void logLines.push(line) },
});

/** A local fake of a provider API on a free port; records every request. */
async function fakeProvider(
  handler: Handler,
): Promise<{ base: string; requests: Recorded[]; server: Server }> {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const recorded = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, requests, server };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function anthropicAnswer(text: string) {
  return {
    id: 'msg_01',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5',
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    usage: { input_tokens: 1200, output_tokens: 900 },
  };
}

function openAiAnswer(content: string | null) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    model: 'qwen2.5:14b',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  logLines.length = 0;
});

const input = sampleDraftInput('demanda-civil');
const draft = composeLegalDocument(input);
const noNetwork: typeof fetch = () => Promise.reject(new Error('no network in this test'));

async function enhanceError(promise: Promise<unknown>): Promise<EnhanceError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof EnhanceError) return err;
    throw err;
  }
  throw new Error('expected an EnhanceError');
}

describe('embedded enhancer', () => {
  it('composes and scores without any network', async () => {
    const enhancer = createEnhancer({ config: loadConfig({}), fetch: noNetwork, logger });
    expect(enhancer.provider).toBe('embedded');
    const result = await enhancer.enhance(input);
    expect(result).toEqual({
      html: draft,
      score: scoreLegalDocument(draft, input).score,
      provider: 'embedded',
    });
    expect(result.score).toBeGreaterThanOrEqual(0.9);
  });
});

describe('anthropic enhancer', () => {
  it('posts the Messages API request and returns the scored HTML of the answer', async () => {
    const fake = await fakeProvider((_req, res) =>
      json(res, 200, anthropicAnswer(`\`\`\`html\n${draft}\`\`\``)),
    );
    const config = loadConfig({
      AI_PROVIDER: 'anthropic',
      AI_API_KEY: 'sk-ant-test',
      AI_BASE_URL: fake.base,
    });
    const enhancer = createEnhancer({ config, logger });
    expect(enhancer.provider).toBe('anthropic');
    const result = await enhancer.enhance(input);

    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/v1/messages');
    expect(req?.headers['x-api-key']).toBe('sk-ant-test');
    expect(req?.headers['anthropic-version']).toBe('2023-06-01');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.headers.authorization).toBeUndefined();
    const prompt = buildEnhancePrompt(input, draft);
    const sent = pseudonymisePrompt(prompt);
    expect(req?.body).toEqual({
      model: 'claude-sonnet-4-5',
      max_tokens: 8192,
      system: sent.system,
      messages: [{ role: 'user', content: sent.user }],
    });
    expect(prompt.user).toContain('Plantilla: Demanda civil');
    expect(prompt.user).toContain('- Cuantía de la demanda (€): 25000');
    expect(prompt.user).toContain('<h2>HECHOS</h2>');
    expect(prompt.system).toContain('HTML');

    expect(result.provider).toBe('anthropic');
    expect(result.html).toBe(draft.trim());
    expect(result.score).toBeGreaterThanOrEqual(0.9);
    expect(logLines.join('')).not.toContain('sk-ant-test');
    expect(logLines.join('')).toContain('ai enhance done');
  });

  it('throws a Spanish EnhanceError on a non-2xx answer', async () => {
    const fake = await fakeProvider((_req, res) =>
      json(res, 500, { type: 'error', error: { type: 'api_error' } }),
    );
    const config = loadConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k', AI_BASE_URL: fake.base });
    const err = await enhanceError(createEnhancer({ config, logger }).enhance(input));
    expect(err.code).toBe('http_error');
    expect(err.status).toBe(500);
    expect(err.message).toBe('El proveedor de IA no respondió correctamente (HTTP 500).');
  });

  it('throws on an empty or malformed answer', async () => {
    const answers: unknown[] = [anthropicAnswer('   '), { content: [] }, { unexpected: true }];
    const fake = await fakeProvider((_req, res) => json(res, 200, answers.shift()));
    const config = loadConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k', AI_BASE_URL: fake.base });
    const enhancer = createEnhancer({ config, logger });
    expect((await enhanceError(enhancer.enhance(input))).message).toBe(
      'El proveedor de IA devolvió una respuesta vacía.',
    );
    expect((await enhanceError(enhancer.enhance(input))).code).toBe('empty');
    expect((await enhanceError(enhancer.enhance(input))).code).toBe('invalid_response');
  });

  it('gives up after AI_TIMEOUT_MS', async () => {
    const fake = await fakeProvider((_req, res) =>
      setTimeout(() => json(res, 200, anthropicAnswer(draft)), 1500),
    );
    const config = loadConfig({
      AI_PROVIDER: 'anthropic',
      AI_API_KEY: 'k',
      AI_BASE_URL: fake.base,
      AI_TIMEOUT_MS: '200',
    });
    const started = Date.now();
    const err = await enhanceError(createEnhancer({ config, logger }).enhance(input));
    expect(err.code).toBe('timeout');
    expect(err.message).toBe('El proveedor de IA no respondió a tiempo (0 s).');
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('stops when the caller aborts', async () => {
    const fake = await fakeProvider((_req, res) =>
      setTimeout(() => json(res, 200, anthropicAnswer(draft)), 1500),
    );
    const config = loadConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k', AI_BASE_URL: fake.base });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const err = await enhanceError(createEnhancer({ config, logger }).enhance(input, controller.signal));
    expect(err.code).toBe('aborted');
  });
});

describe('openai-compatible enhancer', () => {
  it('posts the chat completions request with a Bearer key and reads the first choice', async () => {
    const fake = await fakeProvider((_req, res) => json(res, 200, openAiAnswer(draft)));
    const config = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `${fake.base}/v1/`,
      AI_MODEL: 'qwen2.5:14b',
      AI_API_KEY: 'sk-local',
    });
    const result = await createEnhancer({ config, logger }).enhance(input);
    const [req] = fake.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe('Bearer sk-local');
    expect(req?.headers['content-type']).toBe('application/json');
    const sent = pseudonymisePrompt(buildEnhancePrompt(input, draft));
    expect(req?.body).toEqual({
      model: 'qwen2.5:14b',
      max_tokens: 8192,
      temperature: 0.2,
      messages: [
        { role: 'system', content: sent.system },
        { role: 'user', content: sent.user },
      ],
    });
    expect(result).toEqual({
      html: draft.trim(),
      score: scoreLegalDocument(draft, input).score,
      provider: 'openai-compatible',
    });
  });

  it('sends no Authorization header without a key', async () => {
    const fake = await fakeProvider((_req, res) => json(res, 200, openAiAnswer('<p>Hola</p>')));
    const config = loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.base });
    const result = await createEnhancer({ config, logger }).enhance(input);
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
    expect(fake.requests[0]?.url).toBe('/v1/chat/completions');
    expect(result.html).toBe('<p>Hola</p>');
    expect(result.score).toBeLessThan(0.3);
  });

  it('throws on 4xx, on a null answer and when the server is unreachable', async () => {
    const answers: Array<[number, unknown]> = [
      [401, { error: { message: 'bad key' } }],
      [200, openAiAnswer(null)],
    ];
    const fake = await fakeProvider((_req, res) => {
      const [status, body] = answers.shift() ?? [500, {}];
      json(res, status, body);
    });
    const config = loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.base });
    const enhancer = createEnhancer({ config, logger });
    const unauthorized = await enhanceError(enhancer.enhance(input));
    expect(unauthorized.message).toBe('El proveedor de IA no respondió correctamente (HTTP 401).');
    expect((await enhanceError(enhancer.enhance(input))).code).toBe('empty');

    await new Promise((resolve) => fake.server.close(resolve));
    const unreachable = await enhanceError(enhancer.enhance(input));
    expect(unreachable.code).toBe('network');
    expect(unreachable.message).toBe('No se pudo conectar con el proveedor de IA.');
  });
});

describe('extractHtml', () => {
  it.each([
    ['```html\n<p>a</p>\n```', '<p>a</p>'],
    ['```\n<p>a</p>\n```', '<p>a</p>'],
    ['<!DOCTYPE html><html><body><h1>X</h1></body></html>', '<h1>X</h1>'],
    ['Primer párrafo & más.\n\nSegundo <3', '<p>Primer párrafo &amp; más.</p>\n<p>Segundo &lt;3</p>'],
    ['  \n ', ''],
    ['```html\n```', ''],
  ])('%j → %j', (answer, html) => {
    expect(extractHtml(answer)).toBe(html);
  });
});
