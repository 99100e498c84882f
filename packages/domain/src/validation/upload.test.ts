import { describe, expect, it } from 'vitest';
import { fileExtension, uploadProblem } from './upload.js';

describe('uploads (spec §5, §9)', () => {
  it.each([
    ['demanda.pdf', 'pdf'],
    ['Contrato.DOCX', 'docx'],
    ['notas.v2.txt', 'txt'],
    ['sin-extension', ''],
    ['.bashrc', ''],
    ['raro.', ''],
  ])('fileExtension(%j) = %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });

  it.each([
    [{ name: 'a.pdf', size: 10 * 1024 * 1024 }, null],
    [{ name: 'a.pdf', size: 10 * 1024 * 1024 + 1 }, 'too_large'],
    [{ name: 'a.docx', size: 0 }, null],
    [{ name: 'a.TXT', size: 1 }, null],
    [{ name: 'a.doc', size: 1 }, 'unsupported_format'],
    [{ name: 'a.exe', size: 20 * 1024 * 1024 }, 'unsupported_format'],
  ])('%j → %j', (file, problem) => {
    expect(uploadProblem(file)).toBe(problem);
  });
});
