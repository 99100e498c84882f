import { MESSAGES } from '../messages.js';
import { isBlank } from './errors.js';
import type { FieldErrors } from './errors.js';

/** Login form values. */
export interface LoginInput {
  /** E-mail as typed. */
  email: string;
  /** Password as typed. */
  password: string;
}

/** Login form errors. */
export type LoginErrors = FieldErrors<'email' | 'password'>;

/** Validates the login form (spec §5): e-mail required after trimming, password required. */
export function validateLogin(input: LoginInput): LoginErrors {
  const errors: LoginErrors = {};
  if (isBlank(input.email)) errors.email = MESSAGES.login.emailRequired;
  if (input.password === '') errors.password = MESSAGES.login.passwordRequired;
  return errors;
}
