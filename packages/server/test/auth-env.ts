import type { PlanId } from '@alegato/domain';
/**
 * Test environment for the auth suites: {@link useTestEnv} plus an app built with a recording mailer
 * (links read from memory) and a capturing logger, and helpers to call `/auth/v1` in-process from a
 * given socket address.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach } from 'vitest';
import { createApp } from '../src/app.js';
import { createDocumentsBackground, type DocumentsBackground } from '../src/modules/documents/background.js';
import { createLegislationSearch, type LegislationSearch } from '../src/modules/search/engine.js';
import { createRecordingMailer, type RecordingMailer } from '../src/modules/auth/recording-mailer.js';
import {
  createCapturingLogger,
  useTestEnv,
  type DbTarget,
  type LogCapture,
  type TestEnv,
} from './targets.js';

/** What {@link useAuthEnv} gives each test. */
export interface AuthTestEnv {
  base: TestEnv;
  /** The documents module's file store and ingestion worker (not started: call `background.start()`). */
  background: DocumentsBackground;
  /** The legislation search engine of the app (call `refresh({ force: true })` after importing norms). */
  legislationSearch: LegislationSearch;
  app: ReturnType<typeof createApp>;
  mailer: RecordingMailer;
  logs: LogCapture;
  /** `app.request` with JSON, the supabase-js headers and a socket address (default 203.0.113.1). */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Signs up (autoconfirm off) and confirms through the e-mailed link; returns the user id. */
  signUpConfirmed(email: string, password: string, data?: Record<string, unknown>): Promise<string>;
  /** Password sign-in; returns the token response. */
  signIn(email: string, password: string, ip?: string): Promise<TokenBody>;
  /** A new confirmed user `<name>.<uuid>@despacho.es`, signed in: its id and access token. */
  user(name?: string): Promise<{ id: string; token: string }>;
  /**
   * {@link user} on `plan` (paid through a year from now): for tests of features the registration plan
   * (estudiante: 5 basic analyses a month, no PDF, no batch) does not include (ADR 0026).
   */
  userOnPlan(name: string, plan: PlanId): Promise<{ id: string; token: string }>;
}

/** A token response body. */
export interface TokenBody {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email: string } & Record<string, unknown>;
}

/** Registers hooks giving every test a fresh database and an app with a recording mailer. */
export function useAuthEnv(target: DbTarget, env: Record<string, string> = {}): AuthTestEnv {
  const base = useTestEnv(target, { env });
  const state = { base } as AuthTestEnv;
  beforeEach(() => {
    const mailer = createRecordingMailer();
    const { logger, capture } = createCapturingLogger();
    const background = createDocumentsBackground({ db: base.database.db, config: base.config, logger });
    const legislationSearch = createLegislationSearch({ db: base.database.db, logger, checkIntervalMs: 0 });
    const app = createApp({
      config: base.config,
      db: base.database.db,
      logger,
      mailer,
      background,
      legislationSearch,
    });
    const call: AuthTestEnv['call'] = (method, path, options = {}) => {
      const headers: Record<string, string> = {
        apikey: 'anon-key',
        'x-supabase-api-version': '2024-01-01',
        ...options.headers,
      };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      }
      return Promise.resolve(
        app.request(
          path,
          { method, headers, body },
          {
            incoming: { socket: { remoteAddress: options.ip ?? '203.0.113.1' } },
          },
        ),
      );
    };
    Object.assign(state, {
      app,
      background,
      legislationSearch,
      mailer,
      logs: capture,
      call,
      async signUpConfirmed(email: string, password: string, data: Record<string, unknown> = {}) {
        const res = await call('POST', '/auth/v1/signup', {
          body: { email, password, data },
          ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
        if (res.status !== 200) throw new Error(`signup ${res.status} ${await res.text()}`);
        const user = (await res.json()) as { id: string };
        const link = mailer.lastLink(email, 'confirmation');
        if (!link) throw new Error('no confirmation link');
        const u = new URL(link);
        const v = await call('GET', `${u.pathname}${u.search}`);
        if (v.status !== 303) throw new Error(`verify ${v.status}`);
        return user.id;
      },
      async user(name = 'ana') {
        const email = `${name}.${randomUUID()}@despacho.es`;
        const id = await state.signUpConfirmed(email, `clave-de-${name}-2026`);
        const { access_token } = await state.signIn(email, `clave-de-${name}-2026`);
        return { id, token: access_token };
      },
      async userOnPlan(name: string, plan: PlanId) {
        const u = await state.user(name);
        await base.database.db
          .updateTable('users')
          .set({ plan, plan_expires_at: new Date(Date.now() + 365 * 86_400_000) })
          .where('auth_user_id', '=', u.id)
          .execute();
        return u;
      },
      async signIn(email: string, password: string, ip?: string) {
        const res = await call('POST', '/auth/v1/token?grant_type=password', {
          body: { email, password },
          ip,
        });
        if (res.status !== 200) throw new Error(`signin ${res.status} ${await res.text()}`);
        return (await res.json()) as TokenBody;
      },
    });
  });
  // Registered after useTestEnv's hooks, so it runs before the database closes.
  afterEach(async () => {
    await state.background?.close();
    await state.legislationSearch?.close();
  });
  return state;
}
