export { EmailChangeForm, emailChangeFormStates } from './EmailChangeForm';
export type { EmailChangeFormLabels, EmailChangeFormProps, EmailChangeFormState } from './EmailChangeForm';
