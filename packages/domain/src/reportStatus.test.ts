import { describe, expect, it } from 'vitest';
import type { ReportStatus } from './entities/report.js';
import {
  canDownload,
  canEnhance,
  canGeneratePdf,
  isEditable,
  isReportStatus,
  normaliseListStatus,
  reportStatusLabel,
} from './reportStatus.js';

describe('status labels (spec §4)', () => {
  it.each([
    ['draft', 'long', 'Borrador'],
    ['completed', 'long', 'Completado'],
    ['generated', 'long', 'PDF Generado'],
    ['generated', 'short', 'Generado'],
    ['sent', 'long', 'Enviado'],
    ['sent', 'short', 'Enviado'],
    ['error', 'long', 'Error'],
    ['archived', 'long', 'archived'],
    ['', 'short', ''],
  ] as const)('%j (%s) → %j', (status, variant, label) => {
    expect(reportStatusLabel(status, variant)).toBe(label);
  });

  it.each([
    ['draft', 'draft'],
    ['completed', 'completed'],
    ['generated', 'generated'],
    ['sent', 'sent'],
    ['error', 'error'],
    ['archived', 'draft'],
    ['', 'draft'],
    [null, 'draft'],
    [undefined, 'draft'],
  ])('normaliseListStatus(%j) = %s', (status, expected) => {
    expect(normaliseListStatus(status)).toBe(expected);
  });

  it.each([
    ['draft', true],
    ['DRAFT', false],
    [1, false],
    [null, false],
  ])('isReportStatus(%j) = %s', (status, expected) => {
    expect(isReportStatus(status)).toBe(expected);
  });
});

describe('status predicates (spec §4)', () => {
  it.each<[ReportStatus, boolean]>([
    ['draft', true],
    ['error', true],
    ['completed', false],
    ['generated', false],
    ['sent', false],
  ])('isEditable(%s) = %s', (status, expected) => {
    expect(isEditable({ status })).toBe(expected);
  });

  it.each<[ReportStatus, boolean, boolean]>([
    ['draft', false, true],
    ['completed', false, true],
    ['draft', true, false],
    ['completed', true, false],
    ['generated', false, false],
    ['sent', false, false],
    ['error', false, false],
  ])('canEnhance(%s, ai_enhanced=%s) = %s', (status, ai_enhanced, expected) => {
    expect(canEnhance({ status, ai_enhanced })).toBe(expected);
  });

  it.each<[ReportStatus, string | null, string | null, boolean]>([
    ['completed', '<p>x</p>', null, true],
    ['generated', '<p>x</p>', null, true],
    ['generated', '<p>x</p>', '', true],
    ['completed', null, null, false],
    ['completed', '', null, false],
    ['generated', '<p>x</p>', 'pdfs/r1.pdf', false],
    ['draft', '<p>x</p>', null, false],
    ['sent', '<p>x</p>', null, false],
    ['error', '<p>x</p>', null, false],
  ])('canGeneratePdf(%s, html=%j, pdf=%j) = %s', (status, generated_html, generated_pdf_path, expected) => {
    expect(canGeneratePdf({ status, generated_html, generated_pdf_path })).toBe(expected);
  });

  it.each<[ReportStatus, string | null, boolean]>([
    ['generated', 'pdfs/r1.pdf', true],
    ['generated', null, false],
    ['generated', '', false],
    ['completed', 'pdfs/r1.pdf', false],
    ['sent', 'pdfs/r1.pdf', false],
  ])('canDownload(%s, pdf=%j) = %s', (status, generated_pdf_path, expected) => {
    expect(canDownload({ status, generated_pdf_path })).toBe(expected);
  });
});
