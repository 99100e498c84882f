/**
 * Questions answered from one document, extractively and with the page of every quote (issue 13).
 *
 * @module
 */
export { splitPassages } from './passages.js';
export type { QaPage, QaPassage } from './passages.js';
export {
  answerQuestion,
  DEFAULT_THRESHOLD,
  NOT_FOUND_ANSWER,
  prepareDocument,
  questionIntent,
} from './answer.js';
export type { AnswerOptions, PreparedDocument, QaAnswer, QaCitation, QuestionIntent } from './answer.js';
