import type { ApiKeyItem, ApiKeySecret } from './ApiKeysPanel';

/** A key in daily use, a new one never used, an expired one and a revoked one (fixed dates). */
export const sampleKeys: ApiKeyItem[] = [
  {
    id: '5d3c1a62-1f0e-4b7a-9b57-0d3f1c2a7e01',
    name: 'Integración del despacho',
    prefix: 'alg_3fA9',
    createdAt: '2026-10-02T09:30:00Z',
    lastUsedAt: '2026-11-27T08:12:00Z',
    expiresAt: '2027-10-02T09:30:00Z',
    revokedAt: null,
    status: 'active',
  },
  {
    id: '5d3c1a62-1f0e-4b7a-9b57-0d3f1c2a7e02',
    name: 'Claude Desktop (MCP)',
    prefix: 'alg_Q7mZ',
    createdAt: '2026-11-26T17:45:00Z',
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    status: 'active',
  },
  {
    id: '5d3c1a62-1f0e-4b7a-9b57-0d3f1c2a7e03',
    name: 'Prueba de 30 días',
    prefix: 'alg_kP2x',
    createdAt: '2026-09-01T10:00:00Z',
    lastUsedAt: '2026-09-20T12:00:00Z',
    expiresAt: '2026-10-01T10:00:00Z',
    revokedAt: null,
    status: 'expired',
  },
  {
    id: '5d3c1a62-1f0e-4b7a-9b57-0d3f1c2a7e04',
    name: 'Script antiguo',
    prefix: 'alg_b81T',
    createdAt: '2026-06-15T08:00:00Z',
    lastUsedAt: '2026-07-01T08:00:00Z',
    expiresAt: null,
    revokedAt: '2026-07-02T11:20:00Z',
    status: 'revoked',
  },
];

/** Many keys with long names. */
export const manyKeys: ApiKeyItem[] = Array.from({ length: 9 }, (_, i) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  name:
    i === 0
      ? 'Integración con el gestor documental del despacho Martínez, Ruiz y Asociados (producción)'
      : `Automatización ${i + 1}`,
  prefix: `alg_x${i}Yz`,
  createdAt: `2026-10-${String(10 + i).padStart(2, '0')}T09:00:00Z`,
  lastUsedAt: i % 2 === 0 ? `2026-11-${String(10 + i).padStart(2, '0')}T18:30:00Z` : null,
  expiresAt: i % 3 === 0 ? null : `2027-01-${String(10 + i).padStart(2, '0')}T09:00:00Z`,
  revokedAt: null,
  status: 'active',
}));

/** A key just created (an example secret, never a real one). */
export const createdKey: ApiKeySecret = {
  name: 'Claude Desktop (MCP)',
  secret: 'alg_Q7mZ4rT0yW9cLx2VbN8sK1pD6fH3jE5gA0uIoPqRsTv',
};
