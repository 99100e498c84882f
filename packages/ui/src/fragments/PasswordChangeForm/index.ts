export { PasswordChangeForm, passwordChangeFormStates } from './PasswordChangeForm';
export type {
  PasswordChangeFormErrors,
  PasswordChangeFormLabels,
  PasswordChangeFormProps,
  PasswordChangeFormState,
  PasswordChangeFormValues,
} from './PasswordChangeForm';
