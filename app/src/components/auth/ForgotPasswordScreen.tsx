import { useState } from 'react';
import { ForgotPasswordForm } from '@alegato/ui';
import { MESSAGES } from '@alegato/domain';
import { requestPasswordReset } from '../../auth/session';
import { useAuthScreens } from '../../state/authScreens';

/** Asks for a password-recovery e-mail; the answer never tells whether the address has an account. */
export function ForgotPasswordScreen() {
  const { openLogin } = useAuthScreens();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async () => {
    if (submitting) return;
    if (email.trim() === '') {
      setError(MESSAGES.login.emailRequired);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    const result = await requestPasswordReset(email);
    setSubmitting(false);
    if (result.ok) setSent(true);
    else setFormError(result.message);
  };

  return (
    <ForgotPasswordForm
      values={{ email }}
      error={error}
      formError={formError}
      submitting={submitting}
      sent={sent}
      onValuesChange={(next) => {
        setEmail(next.email);
        setError(undefined);
      }}
      onSubmit={() => void onSubmit()}
      onBack={openLogin}
    />
  );
}
