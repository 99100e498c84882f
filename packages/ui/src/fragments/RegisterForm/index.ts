export { RegisterForm } from './RegisterForm';
export type {
  RegisterFormProps,
  RegisterFormLabels,
  RegisterFormValues,
  RegisterFormErrors,
} from './RegisterForm';
