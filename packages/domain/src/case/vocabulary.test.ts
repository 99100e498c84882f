import { describe, expect, it } from 'vitest';
import { splitTags, uniqueTags } from './vocabulary.js';

describe('case tags', () => {
  it('splits typed text: trimmed, blanks dropped, repeats ignoring case dropped, first spelling kept', () => {
    expect(splitTags(' Civil, urgente,, civil ,Herencia ,URGENTE')).toEqual(['Civil', 'urgente', 'Herencia']);
    expect(splitTags('')).toEqual([]);
    expect(splitTags(' , ')).toEqual([]);
  });

  it('treats accented capitals as the same tag (es)', () => {
    expect(uniqueTags(['Águila', 'águila', 'Arrendamiento'])).toEqual(['Águila', 'Arrendamiento']);
  });
});
