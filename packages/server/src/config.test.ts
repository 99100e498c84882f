import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, isHttps, loadConfig } from './config.js';
import { DEFAULT_USER_RATE_LIMITS } from './middleware/rate-limit.js';
import { DEFAULT_AUTH_RATE_LIMITS } from './modules/auth/config.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({}, { cwd: '/srv/alegato' });
    expect(config).toEqual({
      port: 8787,
      host: '0.0.0.0',
      dataDir: '/srv/alegato/data',
      databaseUrl: undefined,
      databasePreparedStatements: true,
      pgliteSharedBuffers: '128MB',
      publicUrl: 'http://localhost:8787',
      appDistDir: join(repoRoot, 'app', 'dist'),
      logLevel: 'info',
      corsOrigins: [],
      identity: {
        productName: 'Alegato',
        ownerName: 'Alegato Legal Tech, S.L.',
        ownerNif: 'B00000000',
        ownerAddress: 'Calle Mayor 1, 28013 Madrid',
        contactEmail: 'hola@alegato.es',
        privacyEmail: 'privacidad@alegato.es',
        legalEmail: 'legal@alegato.es',
      },
      smtpUrl: undefined,
      mailFrom: 'Alegato <no-reply@alegato.es>',
      auth: {
        autoconfirm: false,
        redirectAllowList: ['http://localhost:8787/auth/confirm', 'http://localhost:8787/'],
        adminEmails: [],
        supabase: undefined,
        rateLimits: DEFAULT_AUTH_RATE_LIMITS,
        sessionTimeboxSeconds: 720 * 3600,
        sessionInactivitySeconds: 168 * 3600,
        scrypt: { N: 2 ** 15, r: 8, p: 1 },
      },
      webConcurrency: 1,
      storage: { kind: 'file', dir: '/srv/alegato/data/files' },
      jobs: {
        leaseMs: 30_000,
        ingestWorkers: Math.max(1, availableParallelism() - 1),
        ingestTimeoutMs: 300_000,
      },
      ocrEnabled: true,
      pdftotextEnabled: true,
      ai: {
        provider: 'embedded',
        baseUrl: undefined,
        model: 'alegato-legal-composer',
        apiKey: undefined,
        timeoutMs: 120_000,
      },
      alerts: {
        webhookUrl: undefined,
        webhookFormat: 'json',
        webhookToken: undefined,
        whatsappTo: undefined,
        maxPerHour: 20,
      },
      rateLimits: DEFAULT_USER_RATE_LIMITS,
      trustProxy: { kind: 'none' },
      search: { statementTimeoutMs: 5000, maxInFlight: 6 },
      billing: { provider: 'none', stripe: undefined },
    });
  });

  it('reads RATE_LIMITS over the defaults, TRUST_PROXY, SEARCH_STATEMENT_TIMEOUT_MS and SEARCHES_IN_FLIGHT', () => {
    const config = loadConfig({
      RATE_LIMITS: '{"search":{"burst":3,"perWindow":6,"windowSeconds":60}}',
      TRUST_PROXY: '10.0.0.0/8, ::1',
      SEARCH_STATEMENT_TIMEOUT_MS: '1500',
      SEARCHES_IN_FLIGHT: '24',
    });
    expect(config.rateLimits).toEqual({
      ...DEFAULT_USER_RATE_LIMITS,
      search: { burst: 3, perWindow: 6, windowSeconds: 60 },
    });
    expect(config.trustProxy).toEqual({ kind: 'cidrs', cidrs: ['10.0.0.0/8', '::1'] });
    expect(config.search.statementTimeoutMs).toBe(1500);
    expect(config.search.maxInFlight).toBe(24);
    expect(configError({ SEARCHES_IN_FLIGHT: '0' }).issues[0]).toMatch(/^SEARCHES_IN_FLIGHT: /);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ kind: 'none' });
    expect(configError({ TRUST_PROXY: '10.0.0.0/33' }).issues[0]).toMatch(/^TRUST_PROXY: /);
    expect(configError({ TRUST_PROXY: 'proxy.local' }).issues[0]).toMatch(/^TRUST_PROXY: /);
    expect(configError({ RATE_LIMITS: '{"serch":{}}' }).issues[0]).toMatch(/^RATE_LIMITS/);
    expect(configError({ RATE_LIMITS: 'nope' }).issues[0]).toBe('RATE_LIMITS: debe ser JSON');
  });

  it('reads the AI provider settings with per-provider defaults', () => {
    expect(loadConfig({ AI_PROVIDER: '' }).ai.provider).toBe('embedded');
    expect(loadConfig({ AI_PROVIDER: 'Anthropic', AI_API_KEY: 'sk-ant-x' }).ai).toEqual({
      provider: 'anthropic',
      baseUrl: 'https://api.anthropic.com',
      model: 'claude-sonnet-4-5',
      apiKey: 'sk-ant-x',
      timeoutMs: 120_000,
    });
    expect(
      loadConfig({
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: 'http://127.0.0.1:11434/',
        AI_MODEL: 'qwen2.5:14b',
        AI_TIMEOUT_MS: '30000',
      }).ai,
    ).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434',
      model: 'qwen2.5:14b',
      apiKey: undefined,
      timeoutMs: 30_000,
    });
  });

  it('rejects an unknown AI provider and missing AI settings', () => {
    expect(configError({ AI_PROVIDER: 'gemini' }).issues[0]).toMatch(/^AI_PROVIDER: debe ser uno de/);
    expect(configError({ AI_PROVIDER: 'anthropic' }).issues).toEqual([
      'AI_API_KEY: es obligatoria con AI_PROVIDER=anthropic',
    ]);
    expect(configError({ AI_PROVIDER: 'openai-compatible' }).issues).toEqual([
      'AI_BASE_URL: es obligatoria con AI_PROVIDER=openai-compatible',
    ]);
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://x' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '5' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('reads the background job lease, the extraction threads and their time limit, and the OCR and pdftotext switches', () => {
    const config = loadConfig({
      JOB_LEASE_MS: '1500',
      OCR_ENABLED: 'false',
      PDFTOTEXT_ENABLED: 'false',
      INGEST_WORKERS: '3',
      INGEST_TIMEOUT_MS: '60000',
    });
    expect(config.jobs).toEqual({ leaseMs: 1500, ingestWorkers: 3, ingestTimeoutMs: 60_000 });
    expect(config.ocrEnabled).toBe(false);
    expect(config.pdftotextEnabled).toBe(false);
    expect(() => loadConfig({ JOB_LEASE_MS: '12' })).toThrow(/JOB_LEASE_MS/);
    expect(() => loadConfig({ INGEST_WORKERS: '0' })).toThrow(/INGEST_WORKERS/);
    expect(() => loadConfig({ INGEST_WORKERS: 'muchos' })).toThrow(/INGEST_WORKERS/);
    expect(() => loadConfig({ OCR_ENABLED: 'quizá' })).toThrow(/OCR_ENABLED/);
    expect(() => loadConfig({ PDFTOTEXT_ENABLED: 'quizá' })).toThrow(/PDFTOTEXT_ENABLED/);
  });

  it("reads PGlite's buffer cache size, 1MB to 4GB in kB, MB or GB", () => {
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '16MB' }).pgliteSharedBuffers).toBe('16MB');
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: ' 1GB ' }).pgliteSharedBuffers).toBe('1GB');
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '1024kB' }).pgliteSharedBuffers).toBe('1024kB');
    expect(configError({ PGLITE_SHARED_BUFFERS: '16' }).issues[0]).toBe(
      'PGLITE_SHARED_BUFFERS: debe ser un tamaño de memoria como 16MB, 128MB o 1GB (kB, MB o GB)',
    );
    expect(configError({ PGLITE_SHARED_BUFFERS: '16mb' }).issues[0]).toMatch(/^PGLITE_SHARED_BUFFERS: /);
    expect(configError({ PGLITE_SHARED_BUFFERS: '512kB' }).issues[0]).toBe(
      'PGLITE_SHARED_BUFFERS: debe estar entre 1MB y 4GB',
    );
    expect(configError({ PGLITE_SHARED_BUFFERS: '5GB' }).issues[0]).toBe(
      'PGLITE_SHARED_BUFFERS: debe estar entre 1MB y 4GB',
    );
  });

  it('reads WEB_CONCURRENCY and STORAGE_URL, and refuses several processes on the embedded database', () => {
    const config = loadConfig({
      WEB_CONCURRENCY: '4',
      DATABASE_URL: 'postgres://alegato@db/alegato',
      STORAGE_URL: 'file:///mnt/compartido/alegato/',
    });
    expect(config.webConcurrency).toBe(4);
    expect(config.storage).toEqual({ kind: 'file', dir: '/mnt/compartido/alegato' });
    expect(
      loadConfig({
        STORAGE_URL: 's3://alegato-docs/produccion/',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'clave',
        S3_SECRET_ACCESS_KEY: 'secreto',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'alegato-docs',
      prefix: 'produccion/',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'clave',
      secretAccessKey: 'secreto',
    });
    expect(loadConfig({ STORAGE_URL: 's3://alegato-docs' }).storage).toMatchObject({
      bucket: 'alegato-docs',
      prefix: '',
    });
    expect(() => loadConfig({ STORAGE_URL: 's3://docs/p', S3_ACCESS_KEY_ID: 'clave' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    // Each process gets its share of the cores for extraction.
    expect(config.jobs.ingestWorkers).toBe(Math.max(1, Math.floor((availableParallelism() - 1) / 4)));
    let err: ConfigError | undefined;
    try {
      loadConfig({ WEB_CONCURRENCY: '2' });
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err?.issues).toEqual([
      'WEB_CONCURRENCY: varios procesos necesitan PostgreSQL (DATABASE_URL); la base de datos integrada admite un solo proceso',
    ]);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    for (const bad of [
      's3://B/prefijo',
      'http://bucket/x',
      'file://servidor/dir',
      'file:///',
      '/mnt/compartido',
    ])
      expect(() => loadConfig({ STORAGE_URL: bad })).toThrow(
        /STORAGE_URL: debe ser una URL file:\/\/\/directorio/,
      );
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://alegato.es/' }).publicUrl).toBe('https://alegato.es');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u:p@db.example.com:5432/alegato',
        DATABASE_PREPARED_STATEMENTS: 'false',
        PUBLIC_URL: 'https://app.alegato.es',
        APP_DIST_DIR: '/opt/app',
        LOG_LEVEL: 'DEBUG',
        CORS_ORIGINS: 'https://a.example.com, http://localhost:5173/,https://a.example.com',
        PRODUCT_NAME: 'Lex',
        OWNER_NAME: 'Lex, S.A.',
        OWNER_NIF: 'A12345678',
        OWNER_ADDRESS: 'Gran Vía 1, Madrid',
        CONTACT_EMAIL: 'c@lex.es',
        PRIVACY_EMAIL: 'p@lex.es',
        LEGAL_EMAIL: 'l@lex.es',
        SMTP_URL: 'smtps://user:secret@smtp.lex.es:465',
        MAIL_FROM: 'Lex Avisos <avisos@lex.es>',
      },
      { cwd: '/home/x' },
    );
    expect(config.port).toBe(0);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe('/home/x/var/data');
    expect(config.databaseUrl).toBe('postgres://u:p@db.example.com:5432/alegato');
    expect(config.databasePreparedStatements).toBe(false);
    expect(config.appDistDir).toBe('/opt/app');
    expect(config.logLevel).toBe('debug');
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'http://localhost:5173']);
    expect(config.identity).toEqual({
      productName: 'Lex',
      ownerName: 'Lex, S.A.',
      ownerNif: 'A12345678',
      ownerAddress: 'Gran Vía 1, Madrid',
      contactEmail: 'c@lex.es',
      privacyEmail: 'p@lex.es',
      legalEmail: 'l@lex.es',
    });
    expect(config.smtpUrl).toBe('smtps://user:secret@smtp.lex.es:465');
    expect(config.mailFrom).toBe('Lex Avisos <avisos@lex.es>');
    expect(isHttps(config)).toBe(true);
  });

  it('derives MAIL_FROM from the product name and the contact domain', () => {
    expect(loadConfig({ PRODUCT_NAME: 'Lex', CONTACT_EMAIL: 'hola@lex.es' }).mailFrom).toBe(
      'Lex <no-reply@lex.es>',
    );
    expect(loadConfig({ PRODUCT_NAME: 'A "B" <C>' }).mailFrom).toBe('A B C <no-reply@alegato.es>');
  });

  it.each(['smtp://127.0.0.1:2525', 'smtp://u:p@mail.example.com:587', 'smtps://mail.example.com'])(
    'accepts SMTP_URL=%s',
    (url) => {
      expect(loadConfig({ SMTP_URL: url }).smtpUrl).toBe(url);
    },
  );

  it.each(['http://mail.example.com', 'mail.example.com:25', 'smtp://', 'nonsense'])(
    'rejects SMTP_URL=%s',
    (url) => {
      expect(configError({ SMTP_URL: url }).issues[0]).toMatch(/^SMTP_URL: .*smtp:\/\//);
    },
  );

  it.each(['no-reply@lex.es', 'Lex <no-reply@lex.es>', '"Lex, S.A." <no-reply@lex.es>'])(
    'accepts MAIL_FROM=%s',
    (from) => {
      expect(loadConfig({ MAIL_FROM: from }).mailFrom).toBe(from);
    },
  );

  it.each(['Lex', 'Lex <no-reply>', 'Lex <a@b.es>\nBcc: x@y.es', 'a@b.es, c@d.es', '<a@b.es> <c@d.es>'])(
    'rejects MAIL_FROM=%j',
    (from) => {
      expect(configError({ MAIL_FROM: from }).issues[0]).toMatch(/^MAIL_FROM: /);
    },
  );

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: ' ', CORS_ORIGINS: '' });
    expect(config.port).toBe(8787);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.corsOrigins).toEqual([]);
  });

  it.each(['abc', '-1', '65536', '80.5', '99999999'])('rejects PORT=%s', (port) => {
    const err = configError({ PORT: port });
    expect(err.issues).toHaveLength(1);
    expect(err.issues[0]).toMatch(/^PORT: /);
  });

  it('lists every invalid variable at once', () => {
    const err = configError({
      PORT: 'x',
      DATABASE_URL: 'mysql://localhost/db',
      PUBLIC_URL: 'ftp://example.com',
      LOG_LEVEL: 'loud',
      CORS_ORIGINS: '*,https://ok.example.com,https://bad.example.com/path',
      PRIVACY_EMAIL: 'not-an-email',
    });
    const names = err.issues.map((i) => i.split(':')[0]);
    expect(names).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'PUBLIC_URL',
        'LOG_LEVEL',
        'CORS_ORIGINS',
        'PRIVACY_EMAIL',
      ]),
    );
    expect(err.issues.filter((i) => i.startsWith('CORS_ORIGINS'))).toHaveLength(2);
    expect(err.message).toContain('Configuración no válida');
    expect(err.message).toContain('PORT');
  });
});
