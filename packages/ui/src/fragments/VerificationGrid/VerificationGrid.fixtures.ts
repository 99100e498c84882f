import type { VerificationRowItem } from './VerificationGrid';

const refusal = (capability: string, upgrade: string) =>
  `Tu plan Despacho no incluye ${capability}. Está disponible desde el plan ${upgrade}.`;

/** Plan Despacho verified: every capability as the plan table says (all ✓). */
export const despachoRows: VerificationRowItem[] = [
  {
    capability: 'analyses',
    label: 'análisis mensuales',
    expected: 'allowed',
    actual: 'allowed',
    status: 200,
    ok: true,
  },
  {
    capability: 'depth_basic',
    label: 'análisis básico',
    expected: 'allowed',
    actual: 'allowed',
    status: 200,
    ok: true,
  },
  {
    capability: 'depth_complete',
    label: 'análisis completo',
    expected: 'allowed',
    actual: 'allowed',
    status: 200,
    ok: true,
  },
  {
    capability: 'depth_expert',
    label: 'análisis experto',
    expected: 'refused',
    actual: 'refused',
    status: 403,
    message: refusal('análisis experto', 'Empresarial'),
    ok: true,
  },
  {
    capability: 'ai_model',
    label: 'modelos de IA externos',
    expected: 'allowed',
    actual: 'allowed',
    status: 200,
    ok: true,
  },
  {
    capability: 'pdf',
    label: 'exportación a PDF',
    expected: 'allowed',
    actual: 'allowed',
    status: 200,
    ok: true,
  },
  {
    capability: 'batch',
    label: 'análisis por lotes (varios documentos a la vez)',
    expected: 'allowed',
    actual: 'allowed',
    status: 200,
    ok: true,
  },
  {
    capability: 'api',
    label: 'acceso a la API',
    expected: 'refused',
    actual: 'refused',
    status: 403,
    message: refusal('acceso a la API', 'Empresarial'),
    ok: true,
  },
  {
    capability: 'priority_support',
    label: 'soporte prioritario',
    expected: 'allowed',
    actual: 'allowed',
    status: 200,
    ok: true,
  },
];

/** The same run with two mismatches: API access let through though refused, batch refused though allowed. */
export const mismatchRows: VerificationRowItem[] = despachoRows.map((row) =>
  row.capability === 'api'
    ? { ...row, actual: 'allowed', status: 200, message: '', ok: false }
    : row.capability === 'batch'
      ? {
          ...row,
          actual: 'refused',
          status: 403,
          message: refusal('análisis por lotes (varios documentos a la vez)', 'Despacho'),
          ok: false,
        }
      : row,
);
