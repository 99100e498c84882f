export { Select, selectSizes } from './Select';
export type { SelectProps, SelectOption } from './Select';
