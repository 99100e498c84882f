import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { palette } from '../packages/ui/src/tokens/palette.ts';
import { channels, contrastRatio, wcagLevel } from '../.storybook/contrast.ts';

const docsDir = fileURLToPath(new URL('../packages/ui/src/docs/', import.meta.url));
const mdx = readdirSync(docsDir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({ file, source: readFileSync(path.join(docsDir, file), 'utf8') }));

describe('Storybook guidance pages (packages/ui/src/docs)', () => {
  it('has the Introduction, the Foundations pages and the usage guides', () => {
    const titles = mdx.map(({ source }) =>
      /<Meta (?:title="([^"]+)"|of=\{(\w+)\} name="([^"]+)")/.exec(source),
    );
    expect(titles.map((m) => m?.[1] ?? `${m?.[2]} · ${m?.[3]}`).sort()).toEqual(
      [
        'Introducción',
        'Foundations/Color',
        'Foundations/Tipografía',
        'Foundations/Espaciado',
        'EmptyStateStories · Guía de uso',
        'ErrorStateStories · Guía de uso',
        'BadgeStories · Guía de uso',
      ].sort(),
    );
  });

  it('copies no token value: colours come from the tokens at run time', () => {
    for (const { file, source } of mdx) {
      expect(source, file).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(/i);
    }
  });

  it('loads nothing from the network', () => {
    for (const { file, source } of mdx) expect(source, file).not.toMatch(/https?:\/\//);
  });
});

describe('contrast of token colours (Color page)', () => {
  it('reads the hex forms the compiled themes use', () => {
    expect(channels('#fff')).toEqual([1, 1, 1]);
    expect(channels('#000000ff')).toEqual([0, 0, 0]);
    expect(channels('#0b0f198c')).toBeUndefined(); // translucent overlay: no single contrast
    expect(channels('rgba(0, 0, 0, 0.7)')).toBeUndefined();
  });

  it('computes WCAG 2 ratios and levels', () => {
    expect(contrastRatio('#fff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(wcagLevel(contrastRatio('#777777', '#fff'))).toBe('AA texto grande');
    expect(wcagLevel(21)).toBe('AAA');
    expect(wcagLevel(2)).toBe('No apto para texto');
    expect(wcagLevel(undefined)).toBe('—');
    // The light theme's accent on white carries body text (primary buttons, links).
    expect(contrastRatio(palette.burgundy600, palette.white)).toBeGreaterThanOrEqual(4.5);
  });
});
