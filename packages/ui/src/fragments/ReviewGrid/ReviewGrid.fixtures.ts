import type { ReviewGridCell, ReviewGridResult } from './ReviewGrid';

const NOT_FOUND: ReviewGridCell = { found: false, text: '', pages: [] };

const STS = { id: 'doc-sts-2384-2025', filename: 'STS_2384_2025.pdf' };
const STSJ = { id: 'doc-stsj-bal-451-2025', filename: 'STSJ_BAL_451_2025.pdf' };

const FALLO_STS =
  '1.- Desestimar el recurso de casación para la unificación de doctrina interpuesto por el Instituto Nacional de la Seguridad Social representado y asistido por la letrada de la Administración de la Seguridad Social.';
const FALLO_STSJ =
  'F A L L A M O S Desestimar el recurso de suplicación formalizado por la representación del Instituto Nacional de la Seguridad Social frente a la sentencia 268/24, dictada el 25 de noviembre de 2024 por el juzgado de lo social nº 6 de Palma, en los autos SSS 109/24, en demanda planteada por la Sra. Dª Sonsoles contra la parte recurrente y la Tesoreria General de la Seguridad Social, y en consecuencia confirmar la sentencia recurrida.';

/**
 * The engine's answers (issue 13's chat engine, `context: sentence`) for two corpus judgments of the
 * Sala de lo Social: STS 2384/2025 and STSJ Baleares 451/2025. The second does not say whether costs
 * are imposed: 'No consta'.
 */
export const twoJudgments: ReviewGridResult = {
  questions: ['¿Quién es el ponente?', '¿Cuál es el fallo?', '¿Se imponen las costas?'],
  documents: [STS, STSJ],
  cells: [
    [
      {
        found: true,
        text: 'Ponente: ANGEL ANTONIO BLASCO PELLICER … Ponente: Excmo. Sr. D. Ángel Blasco Pellicer',
        pages: [1],
      },
      { found: true, text: FALLO_STS, pages: [4] },
      { found: true, text: '3.- No efectuar declaración alguna sobre imposición de costas.', pages: [4] },
    ],
    [
      { found: true, text: 'Ponente: ALEJANDRO ROA NONIDE', pages: [1] },
      { found: true, text: FALLO_STSJ, pages: [4] },
      NOT_FOUND,
    ],
  ],
};

/** The six frequent questions: long answers on several pages, and columns wider than a phone. */
export const sixQuestions: ReviewGridResult = {
  questions: [
    '¿Quién es el ponente?',
    '¿Cuál es el fallo?',
    '¿Se imponen las costas?',
    '¿Qué importes se mencionan?',
    '¿Qué plazos se establecen?',
    '¿Quiénes son las partes?',
  ],
  documents: [STS, STSJ],
  cells: [
    [
      ...twoJudgments.cells[0]!,
      NOT_FOUND,
      {
        found: true,
        text: 'CUARTO.-Por providencia de esta Sala se procedió a admitir a trámite el presente recurso de casación para la unificación de doctrina, y por diligencia de ordenación se dio traslado del mismo a la parte recurrida para que formalizara su impugnación en el plazo de quince días.',
        pages: [2],
      },
      {
        found: true,
        text: 'En dicha sentencia aparece la siguiente parte dispositiva: «Que, desestimando la pretensión subsidiaria de la demanda promovida por D. Hilario contra el INSTITUTO NACIONAL DE LA SEGURIDAD SOCIAL, debo absolver y absuelvo a la citada entidad gestora de las pretensiones en su contra.»',
        pages: [2],
      },
    ],
    [
      ...twoJudgments.cells[1]!,
      NOT_FOUND,
      {
        found: true,
        text: 'ADVERTENCIAS LEGALES Contra esta sentencia cabe RECURSO DE CASACION PARA LA UNIFICACION DE DOCTRINA ante la Sala Cuarta de lo Social del Tribunal Supremo, que necesariamente deberá prepararse por escrito firmado por abogado dirigido a esta Sala de lo Social y presentado dentro de los DIEZ DÍAS hábiles siguientes al de su notificación.',
        pages: [4],
      },
      {
        found: true,
        text: 'Que ESTIMANDO la demanda interpuesta por Dª Sonsoles contra INSS y TGSS … F A L L A M O S Desestimar el recurso de suplicación formalizado por la representación del Instituto Nacional de la Seguridad Social',
        pages: [2, 4],
      },
    ],
  ],
};

/** The questions of {@link twoJudgments} as the editor holds them. */
export const twoJudgmentsQuestions = twoJudgments.questions.join('\n');
