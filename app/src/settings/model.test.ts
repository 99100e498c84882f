import { MESSAGES, type PlanStatus } from '@alegato/domain';
import { describe, expect, it } from 'vitest';
import * as t from '../i18n';
import {
  historyEnabledFrom,
  toPlanSummary,
  toSessionItems,
  validateNewEmail,
  validatePasswordChange,
  validateProfile,
} from './model';

describe('settings validation', () => {
  it.each([
    [{ name: '', organization: '' }, { name: MESSAGES.registration.nameRequired }],
    [{ name: '   ', organization: 'X' }, { name: MESSAGES.registration.nameRequired }],
    [{ name: 'Ana', organization: '' }, {}],
  ])('profile %j → %j', (value, errors) => {
    expect(validateProfile(value)).toEqual(errors);
  });

  it.each([
    [
      { current: '', next: 'nueva-clave', confirm: 'nueva-clave' },
      { current: t.settings.currentPasswordRequired },
    ],
    [{ current: 'x', next: '12345', confirm: '12345' }, { next: MESSAGES.registration.passwordTooShort }],
    [
      { current: 'x', next: '123456', confirm: '1234567' },
      { confirm: MESSAGES.registration.passwordsDoNotMatch },
    ],
    [{ current: 'x', next: 'ñandú1', confirm: 'ñandú1' }, {}],
  ])('password %j → %j', (value, errors) => {
    expect(validatePasswordChange(value)).toEqual(errors);
  });

  it.each([
    ['', 'ana@despacho.es', MESSAGES.registration.emailRequired],
    ['  ANA@despacho.es ', 'ana@despacho.es', t.settings.sameEmail],
    ['ana@nuevo.es', 'ana@despacho.es', null],
  ])('new e-mail %j (current %j) → %j', (next, current, error) => {
    expect(validateNewEmail(next, current)).toBe(error);
  });
});

describe('settings view models', () => {
  it('lists this session first, then by last activity, leaving out incomplete items', () => {
    const body = {
      success: true,
      data: {
        sessions: [
          {
            id: 'a',
            amr_method: 'otp',
            created_at: '2026-11-01T10:00:00Z',
            refreshed_at: '2026-11-02T10:00:00Z',
          },
          {
            id: 'b',
            amr_method: 'password',
            created_at: '2026-11-03T10:00:00Z',
            refreshed_at: '2026-11-04T10:00:00Z',
            current: false,
          },
          {
            id: 'c',
            amr_method: 'password',
            created_at: '2026-11-01T09:00:00Z',
            refreshed_at: '2026-11-01T09:00:00Z',
            current: true,
          },
          { id: 'd' },
        ],
      },
    };
    expect(toSessionItems(body).map((s) => [s.id, s.method, s.current])).toEqual([
      ['c', 'password', true],
      ['b', 'password', false],
      ['a', 'otp', false],
    ]);
    expect(() => toSessionItems({ data: {} })).toThrow();
  });

  it('reads the history switch, on unless the server says false', () => {
    expect(historyEnabledFrom({ success: true, data: { enabled: false } })).toBe(false);
    expect(historyEnabledFrom({ success: true, data: { enabled: true } })).toBe(true);
    expect(historyEnabledFrom({})).toBe(true);
  });

  const status = (over: Partial<PlanStatus>): PlanStatus =>
    ({
      plan: 'estudiante',
      own_plan: 'estudiante',
      features: {},
      max_retries: 1,
      price_eur: 0,
      expires_at: '2026-12-20T00:00:00.000Z',
      usage: {
        used: 3,
        limit: 5,
        period_start: '2026-11-01T00:00:00.000Z',
        period_end: '2026-12-01T00:00:00.000Z',
      },
      override: null,
      ...over,
    }) as PlanStatus;
  const trial = {
    isInTrial: true,
    trialStartDate: '2026-11-20T00:00:00.000Z',
    trialEndDate: '2026-12-20T00:00:00.000Z',
    trialDays: 30,
    remainingDays: 23,
  };
  const now = new Date('2026-11-27T10:00:00Z');

  it('summarises the plan: the trial end, a renewal, an ended plan', () => {
    expect(toPlanSummary(status({}), trial, now)).toEqual({
      planName: 'Estudiante',
      used: 3,
      limit: 5,
      endsAt: '2026-12-20T00:00:00.000Z',
      endKind: 'trial',
    });
    expect(
      toPlanSummary(
        status({ plan: 'despacho', own_plan: 'despacho', expires_at: '2027-01-01T00:00:00.000Z' }),
        null,
        now,
      ),
    ).toMatchObject({ planName: 'Despacho', endKind: 'renewal', endsAt: '2027-01-01T00:00:00.000Z' });
    expect(toPlanSummary(status({ expires_at: '2026-11-01T00:00:00.000Z' }), null, now).endKind).toBe(
      'ended',
    );
  });
});
