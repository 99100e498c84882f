export { ForgotPasswordForm } from './ForgotPasswordForm';
export type {
  ForgotPasswordFormProps,
  ForgotPasswordFormLabels,
  ForgotPasswordFormValues,
} from './ForgotPasswordForm';
