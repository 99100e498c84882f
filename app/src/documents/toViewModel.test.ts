import { describe, expect, it } from 'vitest';
import {
  POLL_INTERVAL_MS,
  awaitingDocument,
  caseOptions,
  confidencePercent,
  parseDocument,
  parseDocuments,
  parsePages,
  pollInterval,
  toDocumentListItem,
  toTextPages,
  toUploadItem,
  uploadProblemMessage,
  type BackendDocument,
  type UploadEntry,
} from './toViewModel';

const copy = {
  tooLarge: 'El archivo supera el tamaño máximo de 10 MB.',
  unsupportedFormat: 'Formato no admitido. Solo se aceptan archivos PDF, DOCX o TXT.',
  uploadFailed: 'No se ha podido subir el archivo. Inténtalo de nuevo.',
};

const doc = (over: Partial<BackendDocument> = {}): BackendDocument => ({
  id: 'd1',
  filename: 'contrato.pdf',
  size: 12595,
  type: 'pdf',
  pages: 14,
  status: 'ready',
  progress: 1,
  error: null,
  case_id: 'c1',
  created_at: '2025-01-15T10:00:00Z',
  ...over,
});

describe('parseDocuments', () => {
  it('reads data.documents and leaves out rows without an id or a known status', () => {
    const body = {
      success: true,
      data: {
        documents: [
          { ...doc(), extra: 1 },
          { id: 'd2', status: 'unknown' },
          { status: 'ready' },
          null,
          { id: 'd3', status: 'processing', progress: 7 },
        ],
      },
    };
    const parsed = parseDocuments(body);
    expect(parsed.map((d) => d.id)).toEqual(['d1', 'd3']);
    expect(parsed[0]).toEqual(doc());
    // Progress is clamped to 0..1; missing fields get neutral values.
    expect(parsed[1]).toMatchObject({ progress: 1, filename: '', size: 0, pages: null, case_id: null });
  });
  it.each([[{}], [{ data: {} }], [{ data: { documents: 'x' } }], ['texto'], [null]])(
    'throws on %j',
    (body) => {
      expect(() => parseDocuments(body)).toThrow('Respuesta inesperada del servidor');
    },
  );
  it('parseDocument rejects non-objects', () => {
    expect(parseDocument('d1')).toBeNull();
  });
});

describe('pollInterval', () => {
  it.each([
    ['no data yet', undefined, false, 0],
    ['nothing processing', [doc(), doc({ id: 'd2', status: 'error' })], false, 0],
    [
      'one processing',
      [doc(), doc({ id: 'd2', status: 'processing', progress: 0.4 })],
      false,
      POLL_INTERVAL_MS,
    ],
    ['an upload awaits its document', [doc()], true, POLL_INTERVAL_MS],
    ['empty list, awaiting', [], true, POLL_INTERVAL_MS],
  ])('%s', (_name, docs, awaiting, expected) => {
    expect(pollInterval(docs, awaiting)).toBe(expected);
  });
  it('polls every second', () => {
    expect(POLL_INTERVAL_MS).toBe(1000);
  });
});

describe('toDocumentListItem', () => {
  const titles = new Map([['c1', 'Herencia Ortega']]);
  it('maps a ready document', () => {
    expect(toDocumentListItem(doc(), titles)).toEqual({
      id: 'd1',
      filename: 'contrato.pdf',
      type: 'PDF',
      size: '12.3 KB',
      pages: 14,
      caseTitle: 'Herencia Ortega',
      created: '15/1/2025',
      status: 'ready',
      progress: 100,
      error: null,
    });
  });
  it('a processing document shows its progress as a percent and no pages yet', () => {
    expect(
      toDocumentListItem(doc({ status: 'processing', progress: 0.456, pages: 3 }), titles),
    ).toMatchObject({
      status: 'processing',
      progress: 46,
      pages: null,
    });
  });
  it('a failed document carries its reason; an unknown case shows none', () => {
    expect(
      toDocumentListItem(doc({ status: 'error', error: 'PDF dañado', case_id: 'otro' }), titles),
    ).toMatchObject({ status: 'error', error: 'PDF dañado', caseTitle: null });
  });
});

describe('text pages', () => {
  it('parsePages reads data.pages in page order and drops rows without a page', () => {
    const body = {
      data: {
        document: doc(),
        pages: [
          { page: 2, text: 'B', method: 'ocr', confidence: 87.4 },
          { page: 1, text: 'A', method: 'text', confidence: null },
          { text: 'sin página' },
        ],
      },
    };
    expect(parsePages(body).map((p) => p.page)).toEqual([1, 2]);
  });
  it('reads the pages’ entities when the server sends them, as the viewer’s kinds', () => {
    const body = {
      data: {
        pages: [
          {
            page: 1,
            text: 'Doña Ana, 3 de marzo',
            method: 'text',
            confidence: null,
            entities: [
              { start: 0, end: 8, type: 'PER' },
              { start: 10, end: 20, type: 'DATE' },
              { start: 0, end: 3, type: 'DURATION' },
              { start: 'x', end: 2, type: 'LOC' },
            ],
          },
        ],
      },
    };
    const [page] = toTextPages(parsePages(body));
    expect(page?.entities).toEqual([
      { start: 0, end: 8, kind: 'persona' },
      { start: 10, end: 20, kind: 'fecha' },
    ]);
    expect(toTextPages(parsePages({ data: { pages: [{ page: 1, text: 'A' }] } }))[0]).not.toHaveProperty(
      'entities',
    );
  });

  it('toTextPages keeps OCR confidence as a percent and treats every other method as text', () => {
    expect(
      toTextPages([
        { page: 1, text: 'A', method: 'docx', confidence: 0.5 },
        { page: 2, text: 'B', method: 'ocr', confidence: 87.4 },
        { page: 3, text: 'C', method: 'ocr', confidence: 0.62 },
        { page: 4, text: 'D', method: 'ocr', confidence: null },
      ]),
    ).toEqual([
      { page: 1, text: 'A', method: 'text', confidence: null },
      { page: 2, text: 'B', method: 'ocr', confidence: 87 },
      { page: 3, text: 'C', method: 'ocr', confidence: 62 },
      { page: 4, text: 'D', method: 'ocr', confidence: null },
    ]);
  });
  it.each([
    [null, null],
    [0, 0],
    [1, 100],
    [0.5, 50],
    [150, 100],
    [Number.NaN, null],
  ])('confidencePercent(%s) = %s', (value, expected) => {
    expect(confidencePercent(value)).toBe(expected);
  });
});

describe('uploads', () => {
  const entry = (over: Partial<UploadEntry> = {}): UploadEntry => ({
    id: 'u1',
    name: 'contrato.pdf',
    size: 12595,
    phase: 'uploading',
    progress: 45,
    error: null,
    document: null,
    ...over,
  });
  const listed = (...docs: BackendDocument[]) => new Map(docs.map((d) => [d.id, d]));

  it('uploadProblemMessage gives the same words as the server', () => {
    expect(uploadProblemMessage('too_large', copy)).toBe('El archivo supera el tamaño máximo de 10 MB.');
    expect(uploadProblemMessage('unsupported_format', copy)).toBe(
      'Formato no admitido. Solo se aceptan archivos PDF, DOCX o TXT.',
    );
  });

  it.each<[string, UploadEntry, Map<string, BackendDocument>, object]>([
    ['queued', entry({ phase: 'queued', progress: 0 }), listed(), { status: 'uploading', progress: 0 }],
    ['uploading', entry(), listed(), { status: 'uploading', progress: 45 }],
    [
      'sent, not listed yet: the answer of POST /upload stands in',
      entry({ phase: 'sent', document: doc({ status: 'processing', progress: 0 }) }),
      listed(),
      { status: 'processing', progress: 0 },
    ],
    [
      'sent, processing in the list',
      entry({ phase: 'sent', document: doc({ status: 'processing', progress: 0 }) }),
      listed(doc({ status: 'processing', progress: 0.6 })),
      { status: 'processing', progress: 60 },
    ],
    [
      'sent, ready in the list',
      entry({ phase: 'sent', document: doc({ status: 'processing', progress: 0 }) }),
      listed(doc()),
      { status: 'ready', progress: 100 },
    ],
    [
      'sent, failed in the list',
      entry({ phase: 'sent', document: doc({ status: 'processing' }) }),
      listed(doc({ status: 'error', error: 'PDF protegido' })),
      { status: 'error', error: 'PDF protegido' },
    ],
    [
      'refused by the server',
      entry({ phase: 'failed', error: 'El archivo supera el tamaño máximo de 10 MB.' }),
      listed(),
      { status: 'error', error: 'El archivo supera el tamaño máximo de 10 MB.' },
    ],
    [
      'failed without a message',
      entry({ phase: 'failed' }),
      listed(),
      { status: 'error', error: copy.uploadFailed },
    ],
  ])('toUploadItem: %s', (_name, e, l, expected) => {
    expect(toUploadItem(e, l, copy)).toMatchObject({
      id: 'u1',
      name: 'contrato.pdf',
      size: '12.3 KB',
      ...expected,
    });
  });

  it('awaitingDocument: until the list shows the document done; never for another case than the filter', () => {
    const sent = entry({ phase: 'sent', document: doc({ status: 'processing', case_id: 'c1' }) });
    expect(awaitingDocument(entry(), listed(), null)).toBe(false);
    expect(awaitingDocument(sent, listed(), null)).toBe(true);
    expect(awaitingDocument(sent, listed(), 'c1')).toBe(true);
    expect(awaitingDocument(sent, listed(), 'c2')).toBe(false);
    expect(awaitingDocument(sent, listed(doc({ status: 'processing' })), null)).toBe(true);
    expect(awaitingDocument(sent, listed(doc()), null)).toBe(false);
  });

  it('caseOptions lists the cases as select options', () => {
    expect(caseOptions([{ id: 'c1', title: 'Herencia' }])).toEqual([{ value: 'c1', label: 'Herencia' }]);
  });
});
