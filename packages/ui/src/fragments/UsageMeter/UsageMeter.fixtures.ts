import type { UsageMeterProps } from './UsageMeter';

/** Usage as of the stories' November 2026 (renewals and trial ends written out as ISO instants). */
export const usageFixtures = {
  /** Estudiante in its trial: 2 of 5. */
  trial: {
    used: 2,
    limit: 5,
    planName: 'Estudiante',
    endsAt: '2026-12-22T09:00:00.000Z',
    endKind: 'trial',
    resetsAt: '2026-12-01T00:00:00.000Z',
  },
  /** Individual: 12 of 50, renews on 15 Dec. */
  paid: {
    used: 12,
    limit: 50,
    planName: 'Individual',
    endsAt: '2026-12-15T10:00:00.000Z',
    endKind: 'renewal',
    resetsAt: '2026-12-01T00:00:00.000Z',
  },
  /** 4 of 5: the warning. */
  warning: {
    used: 4,
    limit: 5,
    planName: 'Estudiante',
    endsAt: '2026-12-22T09:00:00.000Z',
    endKind: 'trial',
    resetsAt: '2026-12-01T00:00:00.000Z',
  },
  /** 5 of 5: full. */
  full: {
    used: 5,
    limit: 5,
    planName: 'Estudiante',
    endsAt: '2026-12-22T09:00:00.000Z',
    endKind: 'trial',
    resetsAt: '2026-12-01T00:00:00.000Z',
  },
  /** Empresarial: unlimited. */
  unlimited: {
    used: 347,
    limit: -1,
    planName: 'Empresarial',
    endsAt: '2026-12-15T10:00:00.000Z',
    endKind: 'renewal',
    resetsAt: '2026-12-01T00:00:00.000Z',
  },
} satisfies Record<string, Partial<UsageMeterProps>>;
