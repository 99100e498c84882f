/** AI enhancement of reports: the embedded composer or a language-model provider. */
export {
  createEnhancer,
  EnhanceError,
  ENHANCE_MESSAGES,
  MAX_OUTPUT_TOKENS,
  ANTHROPIC_VERSION,
  type Enhancer,
  type EnhanceResult,
  type EnhanceErrorCode,
  type CreateEnhancerOptions,
} from './enhancer.js';
export { buildEnhancePrompt, extractHtml, SYSTEM_PROMPT, type EnhancePrompt } from './prompt.js';
export type { DraftInput } from '@alegato/legal-nlp';
