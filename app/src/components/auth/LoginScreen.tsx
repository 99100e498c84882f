import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoginForm } from '@alegato/ui';
import { MESSAGES, validateLogin, type LoginErrors } from '@alegato/domain';
import { signIn } from '../../auth/session';
import { useConfig } from '../../state/config';
import { useAuthScreens } from '../../state/authScreens';
import { toast } from '../../state/toasts';

type Values = { email: string; password: string; remember: boolean };

/** The login screen (spec §2, §5, §8): validation, sign-in, welcome toast and /dashboard. */
export function LoginScreen() {
  const config = useConfig();
  const navigate = useNavigate();
  const { openRegister, openForgot, close } = useAuthScreens();
  const [values, setValues] = useState<Values>({ email: '', password: '', remember: true });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const onSubmit = async () => {
    if (submitting) return;
    const found = validateLogin(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const result = await signIn(values.email, values.password, values.remember);
    setSubmitting(false);
    if (!result.ok) {
      setFormError(result.message);
      return;
    }
    toast({ message: MESSAGES.login.welcome(config.productName), tone: 'positive' });
    close();
    void navigate('/dashboard');
  };

  return (
    <LoginForm
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
      onForgotPassword={openForgot}
      onSwitchToRegister={openRegister}
      onBack={close}
    />
  );
}
