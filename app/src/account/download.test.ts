import { describe, expect, it } from 'vitest';
import { defaultExportFileName, fileNameFromDisposition } from './download';

const FALLBACK = 'alegato-datos-2025-09-01.json';

describe('defaultExportFileName', () => {
  it('uses the UTC date', () => {
    expect(defaultExportFileName(new Date('2025-09-01T23:59:00Z'))).toBe(FALLBACK);
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    [null, FALLBACK],
    ['', FALLBACK],
    ['attachment', FALLBACK],
    ['attachment; filename="alegato-datos-2025-09-02.json"', 'alegato-datos-2025-09-02.json'],
    ['attachment; filename=datos.json', 'datos.json'],
    ['attachment; filename="a.json"; filename*=UTF-8\'\'datos%20%C3%B1.json', 'datos ñ.json'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="..\\\\evil.json"', 'evil.json'],
    ['attachment; filename=".."', FALLBACK],
    ['attachment; filename=""', FALLBACK],
    ["attachment; filename*=UTF-8''%E0%A4%A", FALLBACK],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromDisposition(header, FALLBACK)).toBe(expected);
  });
});
