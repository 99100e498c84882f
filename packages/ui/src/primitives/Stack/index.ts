export { Stack, alignments, justifications } from './Stack';
export type { StackProps } from './Stack';
