/** A trial student: 3 of 5 analyses, trial until 20 December 2026. */
export const trialStudent = {
  planName: 'Estudiante',
  used: 3,
  limit: 5,
  endsAt: '2026-12-20T00:00:00Z',
  endKind: 'trial',
} as const;

/** A firm on an unlimited plan renewing on 1 January 2027. */
export const unlimitedFirm = {
  planName: 'Empresarial',
  used: 142,
  limit: -1,
  endsAt: '2027-01-01T00:00:00Z',
  endKind: 'renewal',
} as const;

/** Every analysis of the month used. */
export const fullIndividual = {
  planName: 'Individual',
  used: 50,
  limit: 50,
  endsAt: '2026-12-01T00:00:00Z',
  endKind: 'renewal',
} as const;
