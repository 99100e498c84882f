export { ResetPasswordForm } from './ResetPasswordForm';
export type {
  ResetPasswordFormProps,
  ResetPasswordFormLabels,
  ResetPasswordFormValues,
  ResetPasswordFormErrors,
} from './ResetPasswordForm';
