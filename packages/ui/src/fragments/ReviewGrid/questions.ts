/**
 * The review grid's questions editor works on plain text, one question per line: these pure helpers
 * turn it into the list the server takes and add the frequent questions without repeating any.
 *
 * @module
 */

/** The questions of `text`: one per line, trimmed, blank lines dropped. */
export function parseQuestions(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((q) => q.trim())
    .filter((q) => q !== '');
}

/** Folds a question for comparison: case, accents and spaces do not count. */
function fold(question: string): string {
  return question.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

/**
 * `text` with `extra` appended, one per line, skipping those already there (ignoring case and accents)
 * and stopping at `max` questions in all. Blank lines of `text` are dropped.
 */
export function addQuestions(text: string, extra: readonly string[], max: number): string {
  const questions = parseQuestions(text);
  const seen = new Set(questions.map(fold));
  for (const q of extra) {
    if (questions.length >= max) break;
    const key = fold(q);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    questions.push(q.trim());
  }
  return questions.join('\n');
}

/** What is wrong with the questions, if anything: none, too many, or one too long. */
export function questionsProblem(
  questions: readonly string[],
  max: number,
  maxLength: number,
): 'empty' | 'tooMany' | 'tooLong' | null {
  if (questions.length === 0) return 'empty';
  if (questions.length > max) return 'tooMany';
  if (questions.some((q) => q.length > maxLength)) return 'tooLong';
  return null;
}
