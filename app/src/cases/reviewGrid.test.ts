import { describe, expect, it } from 'vitest';
import { csvBlob, parseReviewGrid, toGridCell } from './reviewGrid';

describe('review grid view model', () => {
  it('reads a found cell as its passages without quotation marks and their pages, in order', () => {
    expect(
      toGridCell({
        answer: '«Ponente: A» (pág. 3) «Ponente: B» (pág. 1)',
        found: true,
        citations: [
          { page: 3, text: ' Ponente: A ' },
          { page: 1, text: 'Ponente: B' },
          { page: 3, text: 'otra' },
        ],
      }),
    ).toEqual({ found: true, text: 'Ponente: A … Ponente: B … otra', pages: [1, 3] });
  });

  it.each([
    [
      'not found',
      { answer: 'No he encontrado esta información en el documento.', found: false, citations: [] },
    ],
    ['found without a usable citation', { found: true, citations: [{ page: '1', text: 'x' }] }],
    ['not an object', 'x'],
    ['missing', undefined],
  ])('reads %s as not found', (_name, cell) => {
    expect(toGridCell(cell)).toEqual({ found: false, text: '', pages: [] });
  });

  it('reads the grid: rows documents, columns questions; a missing cell is not found', () => {
    const grid = parseReviewGrid({
      success: true,
      data: {
        case: { id: 'c1', title: 'Caso' },
        questions: ['¿Ponente?', '¿Costas?'],
        documents: [
          { id: 'd1', filename: 'a.pdf' },
          { id: 'd2', filename: 'b.pdf' },
        ],
        cells: [[{ found: true, citations: [{ page: 1, text: 'Ponente: A' }] }], 'x'],
      },
    });
    expect(grid).toEqual({
      questions: ['¿Ponente?', '¿Costas?'],
      documents: [
        { id: 'd1', filename: 'a.pdf' },
        { id: 'd2', filename: 'b.pdf' },
      ],
      cells: [
        [
          { found: true, text: 'Ponente: A', pages: [1] },
          { found: false, text: '', pages: [] },
        ],
        [
          { found: false, text: '', pages: [] },
          { found: false, text: '', pages: [] },
        ],
      ],
    });
  });

  it.each([
    ['no data', { success: true }],
    ['no cells', { data: { questions: [], documents: [] } }],
    ['a question that is not text', { data: { questions: [1], documents: [], cells: [] } }],
    ['a document without a name', { data: { questions: [], documents: [{ id: 'd1' }], cells: [] } }],
  ])('refuses %s', (_name, body) => {
    expect(parseReviewGrid(body)).toBeNull();
  });
});

describe('csvBlob', () => {
  it('keeps exactly one byte-order mark and says UTF-8 CSV', async () => {
    for (const text of ['Documento;Pág.\r\n', '\uFEFFDocumento;Pág.\r\n']) {
      const blob = csvBlob(text);
      expect(blob.type).toBe('text/csv;charset=utf-8');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x44]);
    }
  });
});
