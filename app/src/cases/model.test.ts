import { describe, expect, it } from 'vitest';
import { createOptimisticCase, type Case } from '@alegato/domain';
import type { CaseFilters, CaseFormValues } from '@alegato/ui';
import {
  addCase,
  applyCasePatch,
  caseHref,
  caseToFormValues,
  changedFields,
  collectTags,
  filterCases,
  isOverdue,
  isTempId,
  normalizeText,
  parseTags,
  pruneFilterTags,
  removeCase,
  replaceCase,
  restoreCase,
  toCaseCardItem,
  toCaseDetailItem,
  toCreateForm,
  validateCaseForm,
  withFormDetails,
} from './model';

const now = new Date('2026-06-15T10:00:00.000Z');

const base: Case = {
  id: 'c1',
  user_id: 'u1',
  title: 'Herencia de D. Antonio Ruiz Gómez',
  description: 'Partición de la herencia',
  status: 'active',
  priority: 'high',
  clientName: 'María Ruiz Ortega',
  clientEmail: 'maria@example.es',
  clientPhone: null,
  createdAt: '2026-03-02T09:30:00.000Z',
  updatedAt: '2026-06-15T08:00:00.000Z',
  documentsCount: 3,
  dueDate: '2026-12-12',
  tags: ['civil', 'Herencia'],
  caseType: 'Civil',
  court: null,
  judge: null,
  notes: null,
};
const labour: Case = {
  ...base,
  id: 'c2',
  title: 'Despido improcedente',
  description: '',
  status: 'pending',
  priority: 'urgent',
  clientName: 'Javier Morales',
  tags: ['laboral'],
  dueDate: '2026-06-01',
};
const closed: Case = { ...labour, id: 'c3', title: 'Reclamación de rentas', status: 'closed', tags: [] };

const noFilters: CaseFilters = { query: '', status: 'all', priority: 'all', tags: [] };

const emptyForm: CaseFormValues = {
  title: '',
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  description: '',
  status: 'pending',
  priority: 'medium',
  dueDate: '',
  tags: '',
  caseType: '',
  court: '',
  judge: '',
  notes: '',
};

describe('isOverdue', () => {
  it.each([
    ['2026-06-14', 'active', true],
    ['2026-06-15', 'active', false],
    ['2026-06-16', 'pending', false],
    ['2026-06-01', 'closed', false],
    ['2026-06-01', 'archived', false],
  ] as const)('due %s, %s → %s', (dueDate, status, expected) => {
    expect(isOverdue({ dueDate, status }, now)).toBe(expected);
  });

  it('reads an instant in Madrid time and ignores a missing date', () => {
    // 22:30 UTC on the 14th is already the 15th in Madrid (UTC+2): not overdue on the 15th.
    expect(isOverdue({ dueDate: '2026-06-14T22:30:00.000Z', status: 'active' }, now)).toBe(false);
    expect(isOverdue({ dueDate: null, status: 'active' }, now)).toBe(false);
  });
});

describe('view models', () => {
  it('maps a case to a card with its detail link and overdue flag', () => {
    expect(toCaseCardItem(labour, now)).toEqual({
      id: 'c2',
      title: 'Despido improcedente',
      clientName: 'Javier Morales',
      status: 'pending',
      priority: 'urgent',
      tags: ['laboral'],
      documentsCount: 3,
      dueDate: '2026-06-01',
      overdue: true,
      updatedAt: '2026-06-15T08:00:00.000Z',
      href: '/cases?caso=c2',
    });
  });

  it('marks a temporary case as pending, without a link', () => {
    const temp = createOptimisticCase({ tempId: 'temp-1', userId: 'u1', title: 'Nuevo', now });
    const item = toCaseCardItem(temp, now);
    expect(item.pending).toBe(true);
    expect(item.href).toBeUndefined();
    expect(isTempId('temp-1')).toBe(true);
    expect(isTempId('c1')).toBe(false);
  });

  it('adds every field for the detail', () => {
    expect(toCaseDetailItem(base, now)).toMatchObject({
      clientEmail: 'maria@example.es',
      caseType: 'Civil',
      createdAt: base.createdAt,
      description: 'Partición de la herencia',
    });
  });

  it('encodes the id in the link', () => {
    expect(caseHref('a b/c')).toBe('/cases?caso=a%20b%2Fc');
  });
});

describe('filterCases', () => {
  const all = [base, labour, closed];

  it('searches title, client, description and tags, ignoring accents and case', () => {
    expect(filterCases(all, { ...noFilters, query: 'gomez' }).map((c) => c.id)).toEqual(['c1']);
    expect(filterCases(all, { ...noFilters, query: 'MORALES' }).map((c) => c.id)).toEqual(['c2', 'c3']);
    expect(filterCases(all, { ...noFilters, query: 'particion' }).map((c) => c.id)).toEqual(['c1']);
    expect(filterCases(all, { ...noFilters, query: 'herencia civil' }).map((c) => c.id)).toEqual(['c1']);
    expect(filterCases(all, { ...noFilters, query: 'reclamacion despido' })).toEqual([]);
  });

  it('filters by status, priority and every chosen tag', () => {
    expect(filterCases(all, { ...noFilters, status: 'pending' }).map((c) => c.id)).toEqual(['c2']);
    expect(filterCases(all, { ...noFilters, priority: 'high' }).map((c) => c.id)).toEqual(['c1']);
    expect(filterCases(all, { ...noFilters, tags: ['herencia'] }).map((c) => c.id)).toEqual(['c1']);
    expect(filterCases(all, { ...noFilters, tags: ['herencia', 'laboral'] })).toEqual([]);
  });

  it('passes everything without filters', () => {
    expect(filterCases(all, noFilters)).toHaveLength(3);
  });
});

describe('tags', () => {
  it('collects the tags once, in Spanish order', () => {
    expect(collectTags([base, labour, { ...closed, tags: ['herencia', 'Ámbito'] }])).toEqual([
      'Ámbito',
      'civil',
      'Herencia',
      'laboral',
    ]);
  });

  it('parses comma-separated tags', () => {
    expect(parseTags(' civil, , herencia,Civil ,laboral ')).toEqual(['civil', 'herencia', 'laboral']);
    expect(parseTags('')).toEqual([]);
  });

  it('drops chosen tags nobody carries any more', () => {
    const filters = { ...noFilters, tags: ['civil', 'penal'] };
    expect(pruneFilterTags(filters, ['civil']).tags).toEqual(['civil']);
    const same = { ...noFilters, tags: ['civil'] };
    expect(pruneFilterTags(same, ['Civil'])).toBe(same);
  });

  it('normalises text', () => {
    expect(normalizeText('Ñandú ÁÉÍÓÚ')).toBe('nandu aeiou');
  });
});

describe('form', () => {
  it('requires a title', () => {
    expect(validateCaseForm({ ...emptyForm, title: '  ' })).toEqual({ title: 'El título es obligatorio' });
    expect(validateCaseForm({ ...emptyForm, title: 'Caso' })).toEqual({});
  });

  it('builds the POST /cases form: default client name, filled fields only, repeated tags', () => {
    const form = toCreateForm(
      {
        ...emptyForm,
        title: '  Divorcio  ',
        dueDate: '2026-09-30',
        tags: 'familia, civil',
        court: 'Juzgado n.º 1',
      },
      'u1',
    );
    expect([...form.entries()]).toEqual([
      ['title', 'Divorcio'],
      ['client_name', 'Cliente por definir'],
      ['user_id', 'u1'],
      ['description', ''],
      ['status', 'pending'],
      ['priority', 'medium'],
      ['due_date', '2026-09-30'],
      ['court', 'Juzgado n.º 1'],
      ['tags', 'familia'],
      ['tags', 'civil'],
    ]);
  });

  it('round-trips a case through the edit form with nothing changed', () => {
    const values = caseToFormValues(base);
    expect(values.tags).toBe('civil, Herencia');
    expect(values.dueDate).toBe('2026-12-12');
    expect(changedFields(base, values)).toEqual({});
  });

  it('sends only the changed fields, snake_case, blanks as null', () => {
    const values = {
      ...caseToFormValues(base),
      clientEmail: '',
      priority: 'low' as const,
      tags: 'civil',
      court: 'TSJ de Madrid',
    };
    expect(changedFields(base, values)).toEqual({
      client_email: null,
      priority: 'low',
      tags: ['civil'],
      court: 'TSJ de Madrid',
    });
  });

  it('applies a patch locally', () => {
    const next = applyCasePatch(base, { title: 'Nuevo título', due_date: null, tags: [] }, now);
    expect(next).toMatchObject({
      title: 'Nuevo título',
      dueDate: null,
      tags: [],
      updatedAt: now.toISOString(),
    });
    expect(next.clientName).toBe(base.clientName);
  });

  it('keeps the typed details on the optimistic case, but status pending and priority medium', () => {
    const temp = createOptimisticCase({ tempId: 'temp-1', userId: 'u1', title: 'Nuevo', now });
    const shown = withFormDetails(temp, {
      ...emptyForm,
      title: 'Nuevo',
      clientName: 'Ana',
      priority: 'urgent',
      tags: 'familia',
    });
    expect(shown).toMatchObject({
      clientName: 'Ana',
      tags: ['familia'],
      status: 'pending',
      priority: 'medium',
    });
  });
});

describe('list reducers', () => {
  const temp = createOptimisticCase({ tempId: 'temp-1', userId: 'u1', title: 'Nuevo', now });

  it('adds a case at the top and replaces it with the server case', () => {
    const added = addCase([base], temp);
    expect(added.map((c) => c.id)).toEqual(['temp-1', 'c1']);
    const server = { ...temp, id: 'c9' };
    expect(replaceCase(added, 'temp-1', server).map((c) => c.id)).toEqual(['c9', 'c1']);
  });

  it('drops the temporary case when the server case already arrived', () => {
    const server = { ...temp, id: 'c9' };
    expect(replaceCase([temp, server, base], 'temp-1', server).map((c) => c.id)).toEqual(['c9', 'c1']);
  });

  it('removes a failed creation and handles an empty cache', () => {
    expect(removeCase([temp, base], 'temp-1')).toEqual([base]);
    expect(removeCase(undefined, 'x')).toEqual([]);
    expect(addCase(undefined, temp)).toEqual([temp]);
  });

  it('puts a case back where it was after a failed deletion', () => {
    expect(restoreCase([base, closed], labour, 1).map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
    expect(restoreCase([base, labour], labour, 0).map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(restoreCase([], labour, 5).map((c) => c.id)).toEqual(['c2']);
  });
});
