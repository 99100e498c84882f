import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where user-facing copy is written: ui's i18n, domain and the server (not tests, stories or fixtures). */
const SOURCES = [
  { dir: 'packages/ui/src/i18n', recursive: false },
  { dir: 'packages/domain/src', recursive: true },
  { dir: 'packages/server/src', recursive: true },
];

/**
 * Files that are not shipped copy: tests, stories, fixtures, declarations, and database migrations (SQL
 * frozen once released; each migration states its own statements even when an earlier one has them).
 */
const NOT_SOURCE =
  /(\.test|\.spec|\.stories|\.fixtures|\.d)\.tsx?$|(^|\/)(test|tests|fixtures|__tests__)\/|\/db\/migrations\//;

/** A literal counts as copy from this many characters, when it has a space between two letters. */
const MIN_LENGTH = 12;
const COPY = /\p{L} \p{L}/u;

function sourceFiles(): string[] {
  return SOURCES.flatMap(({ dir, recursive }) =>
    readdirSync(path.join(root, dir), { recursive, encoding: 'utf8' })
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
      .filter((file) => /\.tsx?$/.test(file) && !NOT_SOURCE.test(file)),
  );
}

/**
 * The single-quoted and template literals of a file, as text: a template's substitutions read `${}`,
 * so `Error: ${message}` and `Error: ${error}` are the same copy.
 */
function literals(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) && node.getText(source).startsWith("'")) found.push(node.text);
    else if (ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      found.push(node.head.text + node.templateSpans.map((span) => '${}' + span.literal.text).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each piece of copy with the files that write it. */
function copyByText(): Map<string, Set<string>> {
  const byText = new Map<string, Set<string>>();
  for (const file of sourceFiles()) {
    for (const literal of literals(file)) {
      if (literal.length < MIN_LENGTH || !COPY.test(literal)) continue;
      const files = byText.get(literal) ?? new Set<string>();
      files.add(file);
      byText.set(literal, files);
    }
  }
  return byText;
}

describe('Spanish copy is written once', () => {
  it('scans ui i18n, domain and server', () => {
    const files = sourceFiles();
    expect(files).toContain('packages/ui/src/i18n/es.ts');
    expect(files).toContain('packages/domain/src/messages.ts');
    expect(files).toContain('packages/server/src/errors.ts');
    expect(files.some((file) => /\.(test|stories|fixtures)\./.test(file))).toBe(false);
    expect(copyByText().get(MESSAGES_SAMPLE)).toEqual(new Set(['packages/domain/src/messages.ts']));
  });

  it('has no text of 12 or more characters in more than one file', () => {
    const repeated = [...copyByText()]
      .filter(([, files]) => files.size > 1)
      .map(([text, files]) => `${JSON.stringify(text)}: ${[...files].sort().join(', ')}`)
      .sort();
    expect(repeated, `${repeated.length} texts written in more than one file`).toEqual([]);
  });
});

/** A text that lives only in domain's MESSAGES (proves the scan reads it). */
const MESSAGES_SAMPLE =
  'La aplicación ha encontrado un problema. Por favor, recargue la página para continuar.';
