import { aiRuns } from '../AiRunsTable/AiRunsTable.fixtures';
import type { AiRunDetailItem } from './AiRunDetail';

const { passages: _p, citations: _c, ...chat } = aiRuns[0]!;
const { passages: _p2, citations: _c2, ...failedCase } = aiRuns[3]!;

/** A chat answer over a dismissal letter: two citations verified, one not found in the passages. */
export const aiRunDetail: AiRunDetailItem = {
  ...chat,
  outputSummary:
    'El plazo para impugnar el despido es de 20 días hábiles desde la notificación (art. 59.3 ET, art. 103 LRJS). La carta está fechada el 3 de noviembre de 2026.',
  error: null,
  documentName: 'Carta de despido disciplinario — Martínez.pdf',
  cache: null,
  citations: [
    { label: 'art. 59.3 ET', page: null, article: '59.3', verified: true },
    { label: 'pág. 1', page: 1, article: null, verified: true },
    { label: 'art. 56 ET', page: null, article: '56', verified: false },
  ],
  passages: [
    {
      source: 'Carta de despido disciplinario — Martínez.pdf',
      page: 1,
      article: null,
      text: 'Por medio de la presente, la empresa le comunica su decisión de proceder a su despido disciplinario con efectos del día 3 de noviembre de 2026, al amparo del artículo 54.2.b) del Estatuto de los Trabajadores.',
    },
    {
      source: 'Estatuto de los Trabajadores',
      page: null,
      article: '59.3',
      text: 'El ejercicio de la acción contra el despido o resolución de contratos temporales caducará a los veinte días siguientes de aquel en que se hubiera producido. Los días serán hábiles y el plazo de caducidad a todos los efectos.',
    },
    {
      source: 'Ley reguladora de la jurisdicción social',
      page: null,
      article: '103',
      text: 'El trabajador que hubiera sido despedido podrá reclamar contra el despido, dentro de los veinte días hábiles siguientes a aquel en que se hubiera producido.',
    },
  ],
};

/** A case analysis that failed: the reason, no passages and no citations. */
export const aiRunDetailFailed: AiRunDetailItem = {
  ...failedCase,
  outputSummary: '',
  error: 'El proveedor de IA no respondió a tiempo. Inténtalo de nuevo en unos minutos.',
  documentName: null,
  cache: null,
  citations: [],
  passages: [],
};

/** An MCP search answered from the smart cache, with long passages. */
export const aiRunDetailLong: AiRunDetailItem = {
  ...aiRunDetail,
  kind: 'mcp',
  tool: 'buscar_legislacion',
  client: 'claude-desktop 1.2.0',
  auth: 'api_key',
  cache: 'hit',
  inputSummary:
    'buscar_legislacion: responsabilidad civil extracontractual por daños causados por animales domésticos en una comunidad de propietarios, con especial atención a la jurisprudencia del Tribunal Supremo',
  passages: Array.from({ length: 8 }, (_, i) => ({
    source: i % 2 ? 'Código Civil' : 'Ley 49/1960, de 21 de julio, sobre propiedad horizontal',
    page: null,
    article: i % 2 ? '1905' : `${7 + i}`,
    text: 'El poseedor de un animal, o el que se sirve de él, es responsable de los perjuicios que causare, aunque se le escape o extravíe. Sólo cesará esta responsabilidad en el caso de que el daño proviniera de fuerza mayor o de culpa del que lo hubiese sufrido. '.repeat(
      3,
    ),
  })),
};
