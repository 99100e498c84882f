/**
 * The plazo calculator of `@alegato/legal-nlp` cites the articles it applies; each of them says, in the
 * consolidated text of the core laws (`legalize-es-core/es/*.md`), what the calculator does with it.
 */
import { readFileSync } from 'node:fs';
import { computeDeadline, type DeadlineRegime } from '@alegato/legal-nlp';
import { expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../../test/corpus.js';

/** The text of an article of a core law (from its heading to the next heading of any level). */
function article(normId: string, number: string): string {
  const md = readFileSync(corpusPath('legalize-es-core', 'es', `${normId}.md`), 'utf8');
  const start = md.search(new RegExp(`^#+ *Artículo\\s${number}\\.`, 'm'));
  if (start < 0) return '';
  const rest = md.slice(start);
  const body = rest.indexOf('\n') + 1;
  const next = rest.slice(body).search(/^#/m);
  return next < 0 ? rest : rest.slice(0, body + next);
}

/** What each cited article must say for the rule the calculator applies. */
const SAYS: Record<string, RegExp[]> = {
  'LEC 130': [/sábados y domingos/, /24 de diciembre y el 6 de enero/, /mes de agosto/],
  'LEC 131': [/urgentes/, /mes de agosto/],
  'LEC 133': [
    /día siguiente/,
    /se excluirán los inhábiles/,
    /de fecha a fecha/,
    /prorrogados hasta el siguiente hábil/,
  ],
  'LEC 135': [/hasta las quince horas del día hábil siguiente/],
  'LOPJ 182': [/sábados y domingos/, /fiesta nacional/, /Comunidad Autónoma o localidad/],
  'LOPJ 183': [/mes de agosto/, /24 de diciembre hasta el 6 de enero/],
  'LOPJ 185': [/excluidos los inhábiles/, /primer día hábil siguiente/],
  'LJCA 128': [/Durante el mes de agosto no correrá el plazo/],
  'LPAC 30': [/sábados, los domingos y los declarados festivos/, /último día del plazo sea inhábil/],
  'CC 5': [/de fecha a fecha/, /no se excluyen los días inhábiles/],
};

describeWithCorpus('plazo calculator and the articles it cites', ['legalize-es-core'], () => {
  const cases: { regime: DeadlineRegime; unit: 'dias' | 'meses'; urgent?: boolean }[] = [
    { regime: 'procesal', unit: 'dias' },
    { regime: 'procesal', unit: 'dias', urgent: true },
    { regime: 'contencioso', unit: 'meses' },
    { regime: 'administrativo', unit: 'dias' },
    { regime: 'civil', unit: 'dias' },
  ];
  it.each(cases)('$regime $unit (urgent: $urgent) cites articles that say what it does', (c) => {
    const { rules } = computeDeadline({ from: '2026-07-16', amount: 20, ...c });
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      const key = `${rule.norm} ${rule.article}`;
      const text = article(rule.normId, rule.article);
      expect(text, key).not.toBe('');
      expect(SAYS[key], `no expectation for ${key}`).toBeDefined();
      for (const phrase of SAYS[key] ?? []) expect(text, key).toMatch(phrase);
    }
  });
});
