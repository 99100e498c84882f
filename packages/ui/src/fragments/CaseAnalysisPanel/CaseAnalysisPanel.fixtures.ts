import type { CaseAnalysisItem } from './CaseAnalysisPanel';

/** The analysis of the inheritance case. */
export const inheritanceAnalysis: CaseAnalysisItem = {
  type: 'complete',
  documentsAnalyzed: 3,
  totalChars: 48213,
  date: '12/3/2026, 10:45:00',
  summary:
    'HECHOS RELEVANTES\n- D. Antonio Ruiz Gómez falleció el 4 de enero de 2026 con testamento abierto.\n- Tres herederos por partes iguales; un inmueble en Madrid y dos cuentas bancarias.\n\nFUNDAMENTOS\n- Arts. 657 y ss. del Código Civil (sucesión).\n- Art. 1051 CC: ningún coheredero está obligado a permanecer en la indivisión.\n\nRECOMENDACIONES\n- Solicitar el certificado de últimas voluntades.\n- Valorar el inmueble antes de la partición.',
};

/** A very long analysis. */
export const longAnalysis: CaseAnalysisItem = {
  ...inheritanceAnalysis,
  type: 'expert-analisis-juridico-integral-con-jurisprudencia-del-tribunal-supremo',
  documentsAnalyzed: 128,
  totalChars: 2_345_678,
  summary: inheritanceAnalysis.summary.repeat(5),
};
