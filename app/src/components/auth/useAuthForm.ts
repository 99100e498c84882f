import { useState } from 'react';

/** Field errors keyed by field name (the domain's validators return this shape). */
type Errors<V> = Partial<Record<keyof V, string>>;

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
    onChange: <K extends keyof V>(field: K, value: V[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
    onSubmit: () => void submit(),
  };
}
