import { useNavigate } from 'react-router';
import { RegisterForm } from '@alegato/ui';
import { registrationSuccessMessage, validateRegistration } from '@alegato/domain';
import { signUp } from '../../auth/session';
import { useConfig } from '../../state/config';
import { useAuthScreens } from '../../state/authScreens';
import { toast } from '../../state/toasts';
import { useAuthForm } from './useAuthForm';

/**
 * The registration screen (spec §2, §5, §8): validation, sign-up, then 'Cuenta Creada' when the e-mail
 * must be confirmed, or straight into the app when the account is active at once.
 */
export function RegisterScreen({ onCreated }: { onCreated: (email: string) => void }) {
  const config = useConfig();
  const navigate = useNavigate();
  const { openLogin, close } = useAuthScreens();
  const initial = {
    name: '',
    email: '',
    organization: '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
  };
  const form = useAuthForm(initial, validateRegistration, async (values) => {
    const result = await signUp(values);
    if (!result.ok) return result.message;
    toast({ message: registrationSuccessMessage(result.session), tone: 'positive' });
    if (result.session) {
      close();
      void navigate('/dashboard');
    } else {
      onCreated(values.email.trim());
    }
    return null;
  });

  return (
    <RegisterForm {...form} demoMode={!config.backendConfigured} onSwitchToLogin={openLogin} onBack={close} />
  );
}
