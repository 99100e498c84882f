export { LoginForm } from './LoginForm';
export type { LoginFormProps, LoginFormLabels, LoginFormValues, LoginFormErrors } from './LoginForm';
