import { describe, expect, it } from 'vitest';
import {
  AI_FILTERS,
  CACHE_TIMES,
  CLIENT_VERSION,
  LIMITS,
  MARKETING_FIGURES,
  PRODUCT,
  REPORT_STATUS_FILTERS,
  RETRIES,
  SORT_OPTIONS,
  STORAGE_KEYS,
  TEMPLATE_CATEGORIES,
  TEMPLATE_IDS,
  TIMEOUTS,
} from './constants.js';

describe('LIMITS (spec §9)', () => {
  it.each([
    ['maxUploadBytes', 10_485_760],
    ['minPasswordLength', 6],
    ['trialDays', 30],
    ['planExpiryDays', 30],
    ['planOverrideMs', 7_200_000],
    ['emailSyncCooldownMs', 30_000],
    ['searchTopK', 10],
    ['historyPageSize', 20],
    ['reportPageSize', 20],
    ['searchDebounceMs', 500],
    ['cookieBannerDelayMs', 2000],
    ['consentAttempts', 3],
    ['consentRetryBaseMs', 1000],
    ['pendingConsentRetryIntervalMs', 300_000],
    ['toastMinMs', 1000],
    ['toastMaxMs', 4000],
    ['copiedConfirmationMs', 1500],
    ['autoSaveMs', 2000],
    ['editorHeight', 600],
    ['undoDelayMs', 1000],
    ['undoDepth', 50],
    ['pdfDetailRefetchMs', 3000],
    ['pdfListRefetchMs', 5000],
    ['pdfHistoryMax', 5],
    ['storedErrorsMax', 100],
    ['minReportContentChars', 10],
    ['defaultCaseId', 'default'],
    ['defaultTextareaRows', 4],
    ['numberFieldStep', 0.01],
    ['startingPlan', 'estudiante'],
  ] as const)('%s = %j', (key, value) => {
    expect(LIMITS[key]).toBe(value);
  });

  it('accepts pdf, docx and txt uploads', () => {
    expect(LIMITS.uploadFormats).toEqual(['pdf', 'docx', 'txt']);
  });
});

describe('timeouts, retries and cache times', () => {
  it.each([
    [TIMEOUTS.backendMs, 300_000],
    [TIMEOUTS.authFetchMs, 15_000],
    [TIMEOUTS.analysisMs, 120_000],
    [RETRIES.backendMaxRetries, 2],
    [RETRIES.backendBaseDelayMs, 1000],
    [CACHE_TIMES.reportsListMs, 300_000],
    [CACHE_TIMES.searchMs, 180_000],
    [CACHE_TIMES.templatesMs, 1_800_000],
    [CACHE_TIMES.statsMs, 300_000],
    [CACHE_TIMES.detailPrefetchMs, 120_000],
    [CACHE_TIMES.queryStaleMs, 300_000],
    [CACHE_TIMES.queryRetainMs, 600_000],
    [CACHE_TIMES.queryRetries, 3],
  ])('%d = %d', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('does not revalidate on focus but does on reconnect', () => {
    expect(CACHE_TIMES.revalidateOnFocus).toBe(false);
    expect(CACHE_TIMES.revalidateOnReconnect).toBe(true);
  });
});

describe('option lists', () => {
  it('has six distinct sort options, updated_at desc first', () => {
    expect(SORT_OPTIONS).toHaveLength(6);
    expect(new Set(SORT_OPTIONS.map((o) => o.value)).size).toBe(6);
    expect(SORT_OPTIONS[0]).toMatchObject({
      sort_by: 'updated_at',
      sort_order: 'desc',
      label: 'Más recientes',
    });
    for (const o of SORT_OPTIONS) expect(o.value).toBe(`${o.sort_by}:${o.sort_order}`);
  });

  it.each([
    ['draft', 'Borrador'],
    ['completed', 'Completado'],
    ['generated', 'PDF Generado'],
    ['sent', 'Enviado'],
    ['error', 'Error'],
  ])('status filter %s is labelled %s', (value, label) => {
    expect(REPORT_STATUS_FILTERS).toContainEqual({ value, label });
  });

  it('has AI filters all, true, false', () => {
    expect(AI_FILTERS.map((f) => f.value)).toEqual(['all', 'true', 'false']);
  });

  it('lists the six template ids and six categories', () => {
    expect(TEMPLATE_IDS).toHaveLength(6);
    expect(TEMPLATE_IDS).toContain('demanda-civil');
    expect(TEMPLATE_CATEGORIES).toEqual([
      'civil',
      'penal',
      'laboral',
      'administrativo',
      'comercial',
      'familiar',
    ]);
  });
});

describe('identity and storage keys', () => {
  it('names the product and version', () => {
    expect(PRODUCT.name).toBe('Alegato');
    expect(CLIENT_VERSION).toBe('1.0.0');
    expect(MARKETING_FIGURES).toEqual({
      documents: 42,
      accuracy: '86.81%',
      processingTime: '2:14',
      endpoints: 31,
      betaLaunch: 'septiembre 2025',
    });
  });

  it('uses distinct keys, product keys prefixed, reports-store as the spec names it', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
    expect(STORAGE_KEYS.reportsStore).toBe('reports-store');
    for (const [name, key] of Object.entries(STORAGE_KEYS)) {
      if (name !== 'reportsStore') expect(key.startsWith('alegato-')).toBe(true);
    }
  });
});
