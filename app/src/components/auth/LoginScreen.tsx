import { useNavigate } from 'react-router';
import { LoginForm } from '@alegato/ui';
import { MESSAGES, validateLogin } from '@alegato/domain';
import { signIn } from '../../auth/session';
import { useConfig } from '../../state/config';
import { useAuthScreens } from '../../state/authScreens';
import { toast } from '../../state/toasts';
import { useAuthForm } from './useAuthForm';

/** The login screen (spec §2, §5, §8): validation, sign-in, welcome toast and /dashboard. */
export function LoginScreen() {
  const config = useConfig();
  const navigate = useNavigate();
  const { openRegister, openForgot, close } = useAuthScreens();
  const form = useAuthForm({ email: '', password: '', remember: true }, validateLogin, async (values) => {
    const result = await signIn(values.email, values.password, values.remember);
    if (!result.ok) return result.message;
    toast({ message: MESSAGES.login.welcome(config.productName), tone: 'positive' });
    close();
    void navigate('/dashboard');
    return null;
  });

  return (
    <LoginForm
      {...form}
      demoMode={!config.backendConfigured}
      onForgotPassword={openForgot}
      onSwitchToRegister={openRegister}
      onBack={close}
    />
  );
}
