import { describe, expect, it } from 'vitest';
import type { AuditFilters } from '@alegato/ui';
import {
  auditCsvPath,
  auditKey,
  detailLine,
  toAuditPage,
  toSystemFigures,
  toUsersPage,
  usersKey,
} from './api';

const emptyAuditFilters: AuditFilters = { user: '', action: '', outcome: '', dateFrom: '', dateTo: '' };

describe('admin api', () => {
  it('builds the users and audit keys without empty filters', () => {
    expect(usersKey('  ana ', '', 1)).toBe('/api/admin/users?q=ana&page=1&per_page=25');
    expect(usersKey('', 'despacho', 2)).toBe('/api/admin/users?plan=despacho&page=2&per_page=25');
    expect(
      auditKey({ ...emptyAuditFilters, user: 'ana@', action: 'plan_change', dateFrom: '2026-11-01' }, 1),
    ).toBe('/api/admin/audit?email=ana%40&action=plan_change&date_from=2026-11-01&page=1&per_page=50');
    expect(auditCsvPath(emptyAuditFilters)).toBe('/api/admin/audit.csv');
  });

  it('reads users, leaving out rows without id or e-mail', () => {
    const page = toUsersPage({
      success: true,
      data: {
        total: 7,
        users: [
          {
            id: 'u1',
            email: 'ana@despacho.es',
            name: 'Ana',
            organization: '',
            plan: 'despacho',
            plan_expires_at: null,
            trial_end_date: '2026-12-05T00:00:00.000Z',
            is_active: false,
            role: 'admin',
            created_at: '2026-11-20T10:00:00.000Z',
            last_sign_in_at: null,
            analyses_this_month: 3,
            documents: 2,
          },
          { email: 'sin-id@despacho.es' },
        ],
      },
    });
    expect(page.total).toBe(7);
    expect(page.users).toEqual([
      {
        id: 'u1',
        email: 'ana@despacho.es',
        name: 'Ana',
        organization: '',
        plan: 'despacho',
        planExpiresAt: null,
        trialEndsAt: '2026-12-05T00:00:00.000Z',
        isActive: false,
        isAdmin: true,
        createdAt: '2026-11-20T10:00:00.000Z',
        lastSignInAt: null,
        analysesThisMonth: 3,
        documents: 2,
      },
    ]);
    expect(() => toUsersPage({ data: {} })).toThrow();
  });

  it('reads audit entries: the e-mail else the id, the detail in one line without the actors ids', () => {
    const page = toAuditPage({
      data: {
        total: 2,
        entries: [
          {
            id: 5,
            created_at: '2026-11-26T09:12:00.000Z',
            user_id: 'u1',
            email: 'ana@despacho.es',
            action: 'plan_change',
            outcome: 'ok',
            ip: '203.0.113.7',
            detail: {
              admin_id: 'a',
              target_id: 'u1',
              reason: 'Convenio',
              from: 'estudiante',
              to: 'despacho',
            },
          },
          {
            id: 4,
            created_at: '2026-11-26T09:00:00.000Z',
            user_id: 'u2',
            email: null,
            action: 'signin',
            outcome: 'fail',
            ip: null,
            detail: {},
          },
        ],
      },
    });
    expect(page.entries.map((e) => [e.id, e.user, e.detail])).toEqual([
      ['5', 'ana@despacho.es', 'reason: Convenio · from: estudiante · to: despacho'],
      ['4', 'u2', ''],
    ]);
    expect(detailLine({ n: 3 })).toBe('n: 3');
  });

  it('reads the figures: plans named and in plan order, the series joined by day', () => {
    const f = toSystemFigures({
      data: {
        users: { total: 3, active: 2, by_plan: { despacho: 1, estudiante: 2 } },
        documents: 4,
        pages: 10,
        chunks: 30,
        storage_bytes: 2048,
        jobs: { queued: 1, running: 0, failed: 2 },
        errors_this_week: null,
        series: {
          signups: [
            { date: '2026-11-25', count: 1 },
            { date: '2026-11-26', count: 2 },
          ],
          analyses: [{ date: '2026-11-26', count: 5 }],
          documents: [],
        },
      },
    });
    expect(f.usersByPlan).toEqual([
      { key: 'estudiante', label: 'Estudiante', value: 2 },
      { key: 'despacho', label: 'Despacho', value: 1 },
    ]);
    expect(f.errorsThisWeek).toBeNull();
    expect(f.days).toEqual([
      { date: '2026-11-25', signups: 1, analyses: 0, documents: 0 },
      { date: '2026-11-26', signups: 2, analyses: 5, documents: 0 },
    ]);
  });
});
