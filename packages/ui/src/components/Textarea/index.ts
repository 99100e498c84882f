export { Textarea, textareaResizes } from './Textarea';
export type { TextareaProps } from './Textarea';
