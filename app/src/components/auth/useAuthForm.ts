import { useState } from 'react';

/** Field errors keyed by field name (the domain's validators return this shape). */
type Errors<V> = Partial<Record<keyof V, string>>;

/** `errors` without the messages of the fields whose value differs between `before` and `next`. */
export function clearEditedErrors<V extends object>(errors: Errors<V>, before: V, next: V): Errors<V> {
  const edited = (Object.keys(next) as (keyof V)[]).filter((key) => !Object.is(before[key], next[key]));
  if (!edited.some((key) => errors[key] !== undefined)) return errors;
  const kept = { ...errors };
  for (const key of edited) kept[key] = undefined;
  return kept;
}

/**
 * The state every account form shares: values, per-field errors (cleared as the field is edited), the
 * form-level error, the submitting flag and the password visibility toggle. `submit` validates first
 * and sends only a valid form; `send` resolves with the Spanish message to show, or null on success.
 */
export function useAuthForm<V extends object>(
  initial: V,
  validate: (values: V) => Errors<V>,
  send: (values: V) => Promise<string | null>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const submit = async () => {
    if (submitting) return;
    const found = validate(values);
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    const message = await send(values);
    setSubmitting(false);
    setFormError(message);
  };

  return {
    values,
    errors,
    formError,
    submitting,
    showPassword,
    onToggleShowPassword: () => setShowPassword((v) => !v),
    onValuesChange: (next: V) => {
      setErrors((e) => clearEditedErrors(e, values, next));
      setValues(next);
    },
    onSubmit: () => void submit(),
  };
}
