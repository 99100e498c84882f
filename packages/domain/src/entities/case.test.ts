import { describe, expect, it } from 'vitest';
import {
  BackendCaseSchema,
  CaseAnalysisSchema,
  CaseCreateInputSchema,
  CaseRefSchema,
  CaseSchema,
  availableAnalysis,
  caseOptionLabel,
  caseRefClientName,
  caseRefType,
  createOptimisticCase,
  toCase,
} from './case.js';

const row = {
  id: 'c1',
  user_id: 'u1',
  title: 'Desahucio Calle Mayor',
  status: 'active',
  client_name: 'Ana López',
  created_at: '2025-01-15T10:00:00Z',
  updated_at: '2025-01-16T10:00:00Z',
};

describe('BackendCaseSchema', () => {
  it('applies defaults: pending status only when missing, medium priority, 0 documents', () => {
    const parsed = BackendCaseSchema.parse({ ...row, status: undefined });
    expect(parsed).toMatchObject({ status: 'pending', priority: 'medium', documents_count: 0 });
  });

  it.each([
    [row, true],
    [{ ...row, status: 'open' }, false],
    [{ ...row, priority: 'critical' }, false],
    [{ ...row, priority: 'urgent' }, true],
    [{ ...row, id: '' }, false],
    [{ ...row, created_at: 'ayer' }, false],
    [{ ...row, documents_count: -1 }, false],
    [{ ...row, tags: ['civil', 'urgente'], court: null }, true],
  ])('%j valid=%s', (value, valid) => {
    expect(BackendCaseSchema.safeParse(value).success).toBe(valid);
  });
});

describe('toCase', () => {
  it('maps snake_case to the app shape with defaults', () => {
    const c = toCase(
      BackendCaseSchema.parse({
        ...row,
        case_type: 'civil',
        documents_count: 3,
        tags: ['x'],
        description: null,
      }),
    );
    expect(c).toEqual({
      id: 'c1',
      user_id: 'u1',
      title: 'Desahucio Calle Mayor',
      description: '',
      status: 'active',
      priority: 'medium',
      clientName: 'Ana López',
      clientEmail: null,
      clientPhone: null,
      createdAt: '2025-01-15T10:00:00Z',
      updatedAt: '2025-01-16T10:00:00Z',
      documentsCount: 3,
      dueDate: null,
      tags: ['x'],
      caseType: 'civil',
      court: null,
      judge: null,
      notes: null,
    });
    expect(CaseSchema.parse(c)).toEqual(c);
  });
});

describe('CaseSchema', () => {
  it('defaults description to empty and priority to medium', () => {
    const c = CaseSchema.parse({
      id: 'c1',
      user_id: 'u1',
      title: 't',
      status: 'pending',
      clientName: null,
      createdAt: '2025-01-15T10:00:00Z',
      updatedAt: '2025-01-15T10:00:00Z',
    });
    expect(c.description).toBe('');
    expect(c.priority).toBe('medium');
    expect(c.tags).toEqual([]);
    expect(c.documentsCount).toBe(0);
  });
});

describe('createOptimisticCase', () => {
  it('builds a pending, medium-priority case with 0 documents at now', () => {
    const c = createOptimisticCase({
      tempId: 'temp-1',
      userId: 'u1',
      title: 'Nuevo',
      now: new Date('2025-02-01T09:00:00Z'),
    });
    expect(c).toMatchObject({
      id: 'temp-1',
      status: 'pending',
      priority: 'medium',
      documentsCount: 0,
      description: '',
      clientName: 'Cliente por definir',
      createdAt: '2025-02-01T09:00:00.000Z',
    });
    expect(CaseSchema.safeParse(c).success).toBe(true);
  });
});

describe('CaseCreateInputSchema', () => {
  it.each([
    [{ title: 'Caso', user_id: 'u1' }, true],
    [{ title: '   ', user_id: 'u1' }, false],
    [{ title: 'Caso', user_id: '' }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(CaseCreateInputSchema.safeParse(value).success).toBe(valid);
  });
  it("sends client name 'Cliente por definir' by default", () => {
    expect(CaseCreateInputSchema.parse({ title: 'Caso', user_id: 'u1' }).client_name).toBe(
      'Cliente por definir',
    );
  });
});

describe('CaseRef readers', () => {
  it.each([
    [{ id: '1', title: 'A', client_name: 'Ana', case_type: 'civil' }, 'Ana', 'civil', 'A - Ana'],
    [{ id: '1', title: 'A', clientName: 'Luis', caseType: 'penal' }, 'Luis', 'penal', 'A - Luis'],
    [{ id: '1', title: 'A' }, '', '', 'A - '],
  ])('%j', (ref, client, type, label) => {
    const parsed = CaseRefSchema.parse(ref);
    expect(caseRefClientName(parsed)).toBe(client);
    expect(caseRefType(parsed)).toBe(type);
    expect(caseOptionLabel(parsed)).toBe(label);
  });
});

describe('CaseAnalysisSchema / availableAnalysis', () => {
  const data = {
    analysis_type: 'comprehensive',
    documents_analyzed: 2,
    total_chars: 1234,
    created_at: '2025-01-15T10:00:00Z',
    summary: 'Resumen',
    extra: { anything: true },
  };
  it('keeps opaque extra fields', () => {
    expect(CaseAnalysisSchema.parse({ success: true, data }).data).toMatchObject({
      extra: { anything: true },
    });
  });
  it.each([
    [{ success: true, data }, true],
    [{ success: false, data: null }, true],
    [{ success: true, data: { ...data, documents_analyzed: -1 } }, false],
    [{ data }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(CaseAnalysisSchema.safeParse(value).success).toBe(valid);
  });
  it.each([
    [{ success: true, data }, true],
    [{ success: false, data }, false],
    [{ success: true, data: null }, false],
    [null, false],
    [undefined, false],
  ])('availableAnalysis(%j) present=%s', (value, present) => {
    const parsed = value ? CaseAnalysisSchema.parse(value) : value;
    expect(availableAnalysis(parsed) !== null).toBe(present);
  });
});
