import { describe, expect, it } from 'vitest';
import { transition, type ReportAction, type StatusFacts } from './statusMachine.js';

const facts = (status: StatusFacts['status'], extra: Partial<StatusFacts> = {}): StatusFacts => ({
  status,
  ai_enhanced: false,
  generated_html: null,
  generated_pdf_path: null,
  ...extra,
});
const html = { generated_html: '<p>Hechos</p>' };
const pdf = { generated_html: '<p>Hechos</p>', generated_pdf_path: '/api/pdf/descargar/caso/a.pdf' };

type Row = [string, StatusFacts, ReportAction, string];

/** [name, facts, action, expected: the next status (with +pdf/+error flags) or 'refused: <message part>']. */
const TABLE: Row[] = [
  // Plain-field edits: only draft or error (error goes back to draft).
  ['edit draft', facts('draft'), { type: 'edit' }, 'draft'],
  ['edit error', facts('error'), { type: 'edit' }, 'draft +error'],
  ['edit completed', facts('completed', html), { type: 'edit' }, 'refused: estado Completado'],
  ['edit generated', facts('generated', pdf), { type: 'edit' }, 'refused: estado PDF Generado'],
  ['edit sent', facts('sent', pdf), { type: 'edit' }, 'refused: estado Enviado'],
  // Editor saves keep the status; after a PDF they go back to completed and drop the PDF path.
  ['save draft', facts('draft'), { type: 'editor_save' }, 'draft'],
  ['save completed', facts('completed', html), { type: 'editor_save' }, 'completed'],
  ['save error', facts('error', html), { type: 'editor_save' }, 'error'],
  ['save generated', facts('generated', pdf), { type: 'editor_save' }, 'completed +pdf'],
  ['save sent', facts('sent', pdf), { type: 'editor_save' }, 'refused: enviado'],
  // PUT status.
  [
    'draft → completed with html',
    facts('draft', html),
    { type: 'set_status', to: 'completed' },
    'completed +error',
  ],
  [
    'draft → completed without html',
    facts('draft'),
    { type: 'set_status', to: 'completed' },
    'refused: contenido generado',
  ],
  [
    'error → completed with html',
    facts('error', html),
    { type: 'set_status', to: 'completed' },
    'completed +error',
  ],
  ['generated → sent', facts('generated', pdf), { type: 'set_status', to: 'sent' }, 'sent'],
  [
    'completed → sent',
    facts('completed', html),
    { type: 'set_status', to: 'sent' },
    'refused: completed → sent',
  ],
  ['draft → sent', facts('draft'), { type: 'set_status', to: 'sent' }, 'refused: draft → sent'],
  ['error → draft', facts('error'), { type: 'set_status', to: 'draft' }, 'draft +error'],
  [
    'completed → draft',
    facts('completed', html),
    { type: 'set_status', to: 'draft' },
    'refused: completed → draft',
  ],
  [
    'draft → generated',
    facts('draft', html),
    { type: 'set_status', to: 'generated' },
    'refused: draft → generated',
  ],
  [
    'completed → generated',
    facts('completed', html),
    { type: 'set_status', to: 'generated' },
    'refused: completed → generated',
  ],
  ['draft → error', facts('draft'), { type: 'set_status', to: 'error' }, 'refused: draft → error'],
  [
    'sent → completed',
    facts('sent', pdf),
    { type: 'set_status', to: 'completed' },
    'refused: sent → completed',
  ],
  ['sent → draft', facts('sent', pdf), { type: 'set_status', to: 'draft' }, 'refused: sent → draft'],
  ['same status', facts('completed', html), { type: 'set_status', to: 'completed' }, 'completed'],
  // Enhancement.
  ['enhance draft', facts('draft'), { type: 'enhance' }, 'draft'],
  ['enhance completed', facts('completed', html), { type: 'enhance' }, 'completed'],
  [
    'enhance enhanced',
    facts('completed', { ...html, ai_enhanced: true }),
    { type: 'enhance' },
    'refused: mejorado',
  ],
  ['enhance error', facts('error'), { type: 'enhance' }, 'refused: mejorado'],
  ['enhance generated', facts('generated', pdf), { type: 'enhance' }, 'refused: mejorado'],
  ['enhance ok', facts('draft'), { type: 'enhance_ok' }, 'completed +pdf +error'],
  ['enhance failed', facts('draft'), { type: 'enhance_failed' }, 'error'],
  // PDF.
  ['pdf completed', facts('completed', html), { type: 'generate_pdf' }, 'completed'],
  ['pdf completed without html', facts('completed'), { type: 'generate_pdf' }, 'refused: generar el PDF'],
  ['pdf draft', facts('draft', html), { type: 'generate_pdf' }, 'refused: generar el PDF'],
  ['pdf already made', facts('generated', pdf), { type: 'generate_pdf' }, 'refused: generar el PDF'],
  ['pdf ok', facts('completed', html), { type: 'pdf_ok' }, 'generated +error'],
  ['pdf failed', facts('completed', html), { type: 'pdf_failed' }, 'error'],
  // Download.
  ['download generated', facts('generated', pdf), { type: 'download' }, 'generated'],
  ['download sent', facts('sent', pdf), { type: 'download' }, 'refused: PDF generado'],
  ['download completed', facts('completed', html), { type: 'download' }, 'refused: PDF generado'],
];

describe('report status machine (ADR 0011)', () => {
  it.each(TABLE)('%s', (_name, f, action, expected) => {
    const result = transition(f, action);
    if (expected.startsWith('refused: ')) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toContain(expected.slice('refused: '.length));
      return;
    }
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const got = [result.status, result.clearPdf ? '+pdf' : '', result.clearError ? '+error' : '']
      .filter(Boolean)
      .join(' ');
    expect(got).toBe(expected);
  });

  it("spells a refused PUT status as 'Transición de estado no permitida: {from} → {to}'", () => {
    expect(transition(facts('draft'), { type: 'set_status', to: 'sent' })).toEqual({
      ok: false,
      message: 'Transición de estado no permitida: draft → sent',
    });
  });
});
