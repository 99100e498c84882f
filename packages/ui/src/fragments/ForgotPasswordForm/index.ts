export { ForgotPasswordForm } from './ForgotPasswordForm';
export type { ForgotPasswordFormProps, ForgotPasswordFormLabels } from './ForgotPasswordForm';
