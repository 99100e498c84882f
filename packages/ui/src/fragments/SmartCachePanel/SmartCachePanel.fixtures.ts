import type { CacheCollectionItem, EnginesSummary, SmartCacheResult } from './SmartCachePanel';

/** The public legislation and a lawyer's own collections. */
export const cacheCollections: CacheCollectionItem[] = [
  { name: 'all', public: false, label: 'Todas las colecciones' },
  { name: 'legislacion', public: true },
  { name: 'documentos', public: false },
  { name: 'caso-garcia-inmobiliaria-levante', public: false },
];

/** An answer served from the cache three minutes after it was computed. */
export const cacheHit: SmartCacheResult = { cache: 'hit', ageSeconds: 192, resultCount: 8 };

/** An answer computed now and stored. */
export const cacheMiss: SmartCacheResult = { cache: 'miss', ageSeconds: 0, resultCount: 1 };

/** The engines of a server with the embedded search, Claude, Spanish OCR and the empresarial plan. */
export const engines: EnginesSummary = {
  searchEngine: 'hybrid (postgres-fts + embeddings)',
  aiProvider: 'anthropic · claude-sonnet-4-5',
  ocrLanguages: ['spa'],
  limits: [
    { key: 'plan', label: 'Plan', value: 'Empresarial' },
    { key: 'analyses', label: 'Análisis al mes', value: 'Sin límite' },
    { key: 'upload', label: 'Tamaño máximo de archivo', value: '50 MB' },
    { key: 'search', label: 'Búsquedas por minuto', value: '30' },
  ],
  version: '0.15.0',
};
