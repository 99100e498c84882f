import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RegisterForm } from '@alegato/ui';
import {
  registrationSuccessMessage,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationInput,
} from '@alegato/domain';
import { signUp } from '../../auth/session';
import { useConfig } from '../../state/config';
import { useAuthScreens } from '../../state/authScreens';
import { toast } from '../../state/toasts';
import { renderRouterLink } from '../RouterLink';

/**
 * The registration screen (spec §2, §5, §8): validation, sign-up, then 'Cuenta Creada' when the e-mail
 * must be confirmed, or straight into the app when the account is active at once.
 */
export function RegisterScreen({ onCreated }: { onCreated: (email: string) => void }) {
  const config = useConfig();
  const navigate = useNavigate();
  const { openLogin, close } = useAuthScreens();
  const [values, setValues] = useState<RegistrationInput>({
    name: '',
    email: '',
    organization: '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
  });
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const onSubmit = async () => {
    if (submitting) return;
    const found = validateRegistration(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const result = await signUp(values);
    setSubmitting(false);
    if (!result.ok) {
      setFormError(result.message);
      return;
    }
    toast({ message: registrationSuccessMessage(result.session), tone: 'positive' });
    if (result.session) {
      close();
      void navigate('/dashboard');
    } else {
      onCreated(values.email.trim());
    }
  };

  return (
    <RegisterForm
      values={values}
      errors={errors}
      formError={formError}
      submitting={submitting}
      demoMode={!config.backendConfigured}
      showPassword={showPassword}
      onToggleShowPassword={() => setShowPassword((v) => !v)}
      onChange={(field, value) => {
        setValues((v) => ({ ...v, [field]: value }));
        setErrors((e) => ({ ...e, [field]: undefined }));
      }}
      onSubmit={() => void onSubmit()}
      onSwitchToLogin={openLogin}
      onBack={close}
      renderLink={renderRouterLink}
    />
  );
}
