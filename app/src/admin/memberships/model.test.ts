import { describe, expect, it } from 'vitest';
import { LIMITS } from '@alegato/domain';
import {
  formatCheckedAt,
  membershipPlans,
  planName,
  remainingMs,
  toChecksRun,
  toVerificationRun,
} from './model';
import { overrideFromSimulation } from '../../state/planOverride';

describe('membership panel model', () => {
  it('lists the four plans cheapest first with price and analyses', () => {
    expect(membershipPlans()).toEqual([
      { id: 'estudiante', name: 'Estudiante', priceEur: 0, analysesPerMonth: 5 },
      { id: 'individual', name: 'Individual', priceEur: 99, analysesPerMonth: 50 },
      { id: 'despacho', name: 'Despacho', priceEur: 299, analysesPerMonth: 200 },
      { id: 'empresarial', name: 'Empresarial', priceEur: 599, analysesPerMonth: -1 },
    ]);
    expect(planName('despacho')).toBe('Despacho');
    expect(planName('otro')).toBe('otro');
  });

  it('reads the server simulation as the local override of spec §3', () => {
    const started = '2026-03-12T10:00:00.000Z';
    const expires = new Date(Date.parse(started) + LIMITS.planOverrideMs).toISOString();
    const override = overrideFromSimulation({
      success: true,
      data: { plan: 'despacho', original_plan: 'individual', started_at: started, expires_at: expires },
    });
    expect(override).toEqual({
      originalPlan: 'individual',
      currentPlan: 'despacho',
      isActive: true,
      startTime: Date.parse(started),
      expiresAt: Date.parse(started) + 7_200_000,
    });
    expect(remainingMs(override, new Date('2026-03-12T11:30:00Z'))).toBe(30 * 60_000);
    expect(remainingMs(override, new Date('2026-03-12T13:00:00Z'))).toBe(0);
    expect(remainingMs(null, new Date())).toBeNull();
    expect(overrideFromSimulation({ success: true, data: null })).toBeNull();
    expect(overrideFromSimulation({ data: { plan: 'premium', original_plan: 'individual' } })).toBeNull();
  });

  it('reads the verification rows, recomputing ok and leaving out unreadable rows', () => {
    const run = toVerificationRun({
      data: {
        plan: 'estudiante',
        rows: [
          {
            capability: 'pdf',
            label: 'exportación a PDF',
            expected: 'refused',
            actual: 'refused',
            status: 403,
            message: 'No',
            ok: true,
          },
          { capability: 'batch', expected: 'refused', actual: 'allowed', status: 200, message: '', ok: true },
          { capability: 'api', expected: 'maybe', actual: 'refused' },
        ],
      },
    });
    expect(run.plan).toBe('estudiante');
    expect(run.rows).toEqual([
      {
        capability: 'pdf',
        label: 'exportación a PDF',
        expected: 'refused',
        actual: 'refused',
        status: 403,
        message: 'No',
        ok: true,
      },
      {
        capability: 'batch',
        label: 'análisis por lotes (varios documentos a la vez)',
        expected: 'refused',
        actual: 'allowed',
        status: 200,
        message: '',
        ok: false,
      },
    ]);
    expect(JSON.parse(run.json)).toMatchObject({ plan: 'estudiante' });
    expect(() => toVerificationRun({ data: {} })).toThrow();
  });

  it('reads the system checks', () => {
    const run = toChecksRun({
      data: {
        checked_at: '2026-03-12T10:15:00.000Z',
        checks: [
          { id: 'database', name: 'Base de datos', verdict: 'ok', latency_ms: 3.6, detail: 'Conectada' },
          { id: 'ai', verdict: 'unknown' },
          { id: 'pdf', name: 'Motor PDF', verdict: 'fail', detail: 'Error' },
        ],
      },
    });
    expect(run.checkedAt).toBe('2026-03-12T10:15:00.000Z');
    expect(run.checks).toEqual([
      { id: 'database', name: 'Base de datos', verdict: 'ok', latencyMs: 4, detail: 'Conectada' },
      { id: 'pdf', name: 'Motor PDF', verdict: 'fail', latencyMs: 0, detail: 'Error' },
    ]);
    expect(() => toChecksRun({})).toThrow();
    expect(formatCheckedAt('no es fecha')).toBe('no es fecha');
    expect(formatCheckedAt('2026-03-12T10:15:00.000Z')).toMatch(/12\/3\/2026|12\/03\/2026/);
  });
});
