/** @alegato/legal-nlp: the Spanish legal text engine (citations, template drafting, quality rubric). */
export {};
