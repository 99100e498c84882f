import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every CSF file of the ui package with its meta title and id (read as text: no CSS in Node). */
function storyFiles() {
  const dir = path.join(root, 'packages/ui/src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const title = /^ {2}title: '([^']+)',$/m.exec(source)?.[1];
      const id = /^ {2}id: '([^']+)',$/m.exec(source)?.[1];
      return { file, title, id };
    });
}

/** Storybook's id of a title (storybook/internal/csf `sanitize`). */
const sanitize = (title: string) =>
  title
    .toLowerCase()
    .replace(/[ ’–—―′¿'`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/gi, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');

/** The storySort order of .storybook/preview.tsx (an inline literal: Storybook reads it statically). */
function storySortOrder(): unknown[] {
  const source = readFileSync(path.join(root, '.storybook/preview.tsx'), 'utf8');
  const literal = /storySort: (\{[\s\S]*?\n {6}\}),/.exec(source)?.[1];
  expect(literal, 'storySort literal in preview.tsx').toBeDefined();
  return (new Function(`return (${literal});`)() as { order: unknown[] }).order;
}

describe('Storybook sidebar', () => {
  const files = storyFiles();

  it('groups every fragment by screen or flow, in the sidebar order', () => {
    const order = storySortOrder();
    expect(order.filter((item) => typeof item === 'string')).toEqual([
      'Introducción',
      'Foundations',
      'Primitives',
      'Components',
      'Fragments',
      'Pages',
    ]);
    const groups = order[order.indexOf('Fragments') + 1] as string[];
    const fragments = files.filter((f) => f.file.startsWith('fragments/'));
    expect(fragments.length).toBeGreaterThan(40);
    for (const { file, title } of fragments) {
      const [layer, group, name] = title?.split('/') ?? [];
      expect(layer, file).toBe('Fragments');
      expect(groups, `${file}: group '${group}'`).toContain(group);
      expect(name, file).toBe(path.basename(file, '.stories.tsx'));
    }
    expect(files.find((f) => f.file === 'tokens/Tokens.stories.tsx')?.title).toBe('Foundations/Tokens');
  });

  it("finds the report fragments under the word 'Informes'", () => {
    const reports = files.filter((f) => /Report/.test(path.basename(f.file)));
    expect(reports.length).toBeGreaterThanOrEqual(8);
    for (const { file, title } of reports) expect(title, file).toMatch(/^Fragments\/Informes\//);
  });

  it('keeps every story id: a grouped title sets the id of its old Layer/Name title', () => {
    for (const { file, title, id } of files) {
      const segments = title!.split('/');
      if (segments.length <= 2 && !title!.startsWith('Foundations/')) {
        // The id Storybook derives, unless the title has accents: ids name the visual baselines' files,
        // so such a title sets its id spelled without them ('Pages/Aplicación' → 'pages-aplicacion').
        const derived = sanitize(title!);
        const ascii = derived.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        expect(id, ascii === derived ? `${file} needs no id` : file).toBe(
          ascii === derived ? undefined : ascii,
        );
        continue;
      }
      // 'Fragments/Informes/ReportCard' was 'Fragments/ReportCard'; 'Foundations/Tokens' was 'Tokens'.
      const old = title!.startsWith('Foundations/') ? segments.slice(1) : [segments[0], segments.at(-1)];
      expect(id, file).toBe(sanitize(old.join('/')));
    }
  });

  it("tags 'test-only' every story whose play function interacts (showcase stories stay as their args say)", () => {
    // A play function that clicks, types, hovers, tabs or focuses leaves the canvas in its end state: the
    // story is a test and stays out of the sidebar and Docs (.storybook/main.ts, CONTRIBUTING).
    const interacts =
      /userEvent|fireEvent|\.click\(|\.type\(|\.keyboard\(|\.focus\(|\.hover\(|\.tab\(|\.clear\(|selectOptions|\.upload\(/;
    const untagged: string[] = [];
    for (const { file } of files) {
      const source = readFileSync(path.join(root, 'packages/ui/src', file), 'utf8');
      for (const block of source.split(/\nexport const /).slice(1)) {
        const name = /^(\w+)/.exec(block)?.[1];
        const play = /\n {2}play[:(]/.exec(block);
        if (!play || !interacts.test(block.slice(play.index))) continue;
        if (!/\n {2}tags: \[[^\]]*'test-only'/.test(block)) untagged.push(`${file}: ${name}`);
      }
    }
    expect(untagged).toEqual([]);
  });
});
