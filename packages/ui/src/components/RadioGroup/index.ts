export { RadioGroup, radioGroupOrientations } from './RadioGroup';
export type { RadioGroupProps, RadioGroupOption } from './RadioGroup';
