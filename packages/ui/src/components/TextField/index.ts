export { TextField, textFieldTypes, textFieldSizes } from './TextField';
export type { TextFieldProps } from './TextField';
