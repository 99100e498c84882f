import { composeLegalDocument, scoreLegalDocument, type DraftInput } from '@alegato/legal-nlp';
import type { Logger } from 'pino';
import type { AiProvider, Config } from '../../config.js';
import { buildEnhancePrompt, extractHtml } from './prompt.js';
import { pseudonymisePrompt } from './pseudonymise.js';

/** Result of one enhancement. */
export interface EnhanceResult {
  /**
   * The document HTML. The embedded composer emits only contract tags with escaped values; a provider's
   * answer is untrusted and must go through the report HTML sanitiser before it is stored or shown.
   */
  html: string;
  /** Quality score 0..1 of `html` by the legal-nlp rubric. */
  score: number;
  /** Provider that wrote `html`: 'embedded', 'anthropic' or 'openai-compatible'. */
  provider: string;
}

/** Drafts an enhanced legal document for a report. */
export interface Enhancer {
  /** The configured provider. */
  provider: AiProvider;
  /**
   * Drafts the document for `input`.
   *
   * @param signal - aborts the provider request (the embedded composer finishes at once)
   * @throws {EnhanceError} when the provider fails, times out, is unreachable or answers nothing
   */
  enhance(input: DraftInput, signal?: AbortSignal): Promise<EnhanceResult>;
}

/** Why an enhancement failed. */
export type EnhanceErrorCode =
  'http_error' | 'timeout' | 'network' | 'empty' | 'invalid_response' | 'aborted';

/** Spanish messages of {@link EnhanceError}, for the user. */
export const ENHANCE_MESSAGES = {
  httpError: (status: number): string => `El proveedor de IA no respondió correctamente (HTTP ${status}).`,
  timeout: (seconds: number): string => `El proveedor de IA no respondió a tiempo (${seconds} s).`,
  network: 'No se pudo conectar con el proveedor de IA.',
  empty: 'El proveedor de IA devolvió una respuesta vacía.',
  invalidResponse: 'El proveedor de IA devolvió una respuesta con un formato inesperado.',
  aborted: 'Se canceló la mejora con IA.',
} as const;

/** A failed enhancement: a stable `code`, a Spanish `message`, and the HTTP `status` of the provider if any. */
export class EnhanceError extends Error {
  /** Machine-readable reason. */
  readonly code: EnhanceErrorCode;
  /** Provider HTTP status for `http_error`. */
  readonly status: number | undefined;

  constructor(code: EnhanceErrorCode, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'EnhanceError';
    this.code = code;
    this.status = options.status;
  }
}

/** Options for {@link createEnhancer}. */
export interface CreateEnhancerOptions {
  /** Server configuration; only `config.ai` is read. */
  config: Pick<Config, 'ai'>;
  /** HTTP client (tests pass their own). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Logger for timings and failures (never the key or the document). */
  logger: Logger;
}

/** Largest answer asked of a model, in tokens. @default 8192 */
export const MAX_OUTPUT_TOKENS = 8192;

/** Anthropic Messages API version header. @default '2023-06-01' */
export const ANTHROPIC_VERSION = '2023-06-01';

/** `{base}/v1/{path}`, without doubling a `/v1` the base already ends with. */
function endpoint(base: string, path: string): string {
  const root = base.replace(/\/+$/, '');
  return `${root.endsWith('/v1') ? root : `${root}/v1`}/${path}`;
}

interface ProviderRequest {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  read: (json: unknown) => string | undefined;
}

function anthropicRequest(config: Config['ai'], system: string, user: string): ProviderRequest {
  return {
    url: endpoint(config.baseUrl ?? 'https://api.anthropic.com', 'messages'),
    headers: {
      'content-type': 'application/json',
      'x-api-key': config.apiKey ?? '',
      'anthropic-version': ANTHROPIC_VERSION,
    },
    body: {
      model: config.model,
      max_tokens: MAX_OUTPUT_TOKENS,
      system,
      messages: [{ role: 'user', content: user }],
    },
    read: (json) => {
      const content = (json as { content?: unknown }).content;
      if (!Array.isArray(content)) return undefined;
      return content
        .filter((b): b is { type: 'text'; text: string } => b?.type === 'text' && typeof b.text === 'string')
        .map((b) => b.text)
        .join('');
    },
  };
}

function openAiRequest(config: Config['ai'], system: string, user: string): ProviderRequest {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  return {
    url: endpoint(config.baseUrl ?? '', 'chat/completions'),
    headers,
    body: {
      model: config.model,
      max_tokens: MAX_OUTPUT_TOKENS,
      temperature: 0.2,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
    },
    read: (json) => {
      const choices = (json as { choices?: unknown }).choices;
      if (!Array.isArray(choices)) return undefined;
      const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
      return typeof content === 'string' ? content : content === null ? '' : undefined;
    },
  };
}

/** A call to the configured model: a system and a user message in, the answer's text out. */
export interface Completer {
  provider: Exclude<AiProvider, 'embedded'>;
  /**
   * Sends the prompt (already pseudonymised by the caller) and returns the answer's text.
   *
   * @throws {EnhanceError} when the provider fails, times out, is unreachable or answers in another shape
   */
  complete(
    prompt: { system: string; user: string },
    options?: { signal?: AbortSignal; log?: Record<string, unknown>; what?: string },
  ): Promise<string>;
}

/**
 * The configured provider as a {@link Completer} (null with the embedded engine): `anthropic` (POST
 * `{AI_BASE_URL}/v1/messages`) or `openai-compatible` (POST `{AI_BASE_URL}/v1/chat/completions`), each
 * request limited to `AI_TIMEOUT_MS`, failures logged without the key or the prompt. The report enhancer
 * and the chat with a document both call the model through it.
 */
export function createCompleter(options: CreateEnhancerOptions): Completer | null {
  const { config, logger } = options;
  const ai = config.ai;
  const doFetch = options.fetch ?? globalThis.fetch;
  if (ai.provider === 'embedded') return null;
  const provider = ai.provider;
  return {
    provider,
    async complete({ system, user }, { signal, log: extra = {}, what = 'complete' } = {}) {
      if (signal?.aborted) throw new EnhanceError('aborted', ENHANCE_MESSAGES.aborted);
      const request =
        provider === 'anthropic' ? anthropicRequest(ai, system, user) : openAiRequest(ai, system, user);
      const timeout = AbortSignal.timeout(ai.timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      const started = performance.now();
      const log = { provider, model: ai.model, ...extra };
      const fail = (error: EnhanceError): never => {
        logger.warn(
          { ...log, code: error.code, status: error.status, ms: Math.round(performance.now() - started) },
          `ai ${what} failed`,
        );
        throw error;
      };
      try {
        const res = await doFetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: JSON.stringify(request.body),
          signal: combined,
        });
        if (!res.ok) {
          await res.body?.cancel().catch(() => undefined);
          return fail(
            new EnhanceError('http_error', ENHANCE_MESSAGES.httpError(res.status), { status: res.status }),
          );
        }
        const json: unknown = await res.json().catch((cause: unknown) => {
          if (combined.aborted) throw cause;
          return undefined;
        });
        const answer = json === undefined || json === null ? undefined : request.read(json);
        if (answer === undefined)
          return fail(new EnhanceError('invalid_response', ENHANCE_MESSAGES.invalidResponse));
        return answer;
      } catch (cause) {
        if (cause instanceof EnhanceError) throw cause;
        if (signal?.aborted) return fail(new EnhanceError('aborted', ENHANCE_MESSAGES.aborted, { cause }));
        if (timeout.aborted) {
          return fail(
            new EnhanceError('timeout', ENHANCE_MESSAGES.timeout(Math.round(ai.timeoutMs / 1000)), { cause }),
          );
        }
        return fail(new EnhanceError('network', ENHANCE_MESSAGES.network, { cause }));
      }
    },
  };
}

/** The embedded composer of `@alegato/legal-nlp` as an enhancer: no model, nothing leaves the server. */
export function createEmbeddedEnhancer(): Enhancer {
  return {
    provider: 'embedded',
    enhance: async (input) => {
      const html = composeLegalDocument(input);
      return { html, score: scoreLegalDocument(html, input).score, provider: 'embedded' };
    },
  };
}

/**
 * Builds the report enhancer for the configured provider. `embedded` drafts with the deterministic
 * composer of `@alegato/legal-nlp` (no network). `anthropic` (POST `{AI_BASE_URL}/v1/messages`) and
 * `openai-compatible` (POST `{AI_BASE_URL}/v1/chat/completions`) send a Spanish prompt with the
 * composer's draft as the structure to follow, take the HTML of the answer (fences stripped) and score
 * it with the same rubric. The user message is pseudonymised before it is sent and the answer restored
 * (`pseudonymisePrompt`). Each request is limited to `AI_TIMEOUT_MS`.
 */
export function createEnhancer(options: CreateEnhancerOptions): Enhancer {
  const { config, logger } = options;
  const ai = config.ai;
  const completer = createCompleter(options);

  if (!completer) return createEmbeddedEnhancer();

  const provider = completer.provider;
  return {
    provider,
    enhance: async (input, signal) => {
      const draft = composeLegalDocument(input);
      const started = performance.now();
      // Personal data never leaves for the provider: placeholders out, originals back in the answer.
      const { system, user, restore } = pseudonymisePrompt(buildEnhancePrompt(input, draft));
      const answer = await completer.complete(
        { system, user },
        { signal, log: { template: input.template.id }, what: 'enhance' },
      );
      const html = extractHtml(restore(answer));
      if (html === '') {
        logger.warn({ provider, model: ai.model, code: 'empty' }, 'ai enhance failed');
        throw new EnhanceError('empty', ENHANCE_MESSAGES.empty);
      }
      const score = scoreLegalDocument(html, input).score;
      logger.info(
        {
          provider,
          model: ai.model,
          template: input.template.id,
          score,
          ms: Math.round(performance.now() - started),
        },
        'ai enhance done',
      );
      return { html, score, provider };
    },
  };
}
