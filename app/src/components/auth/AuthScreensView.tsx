import { useState, type ReactNode } from 'react';
import { PageMeta } from '../PageMeta';
import * as t from '../../i18n';
import { AccountCreated } from '@alegato/ui';
import type { AuthScreen } from '../../state/authScreens';
import { useAuthScreens } from '../../state/authScreens';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { LoginScreen } from './LoginScreen';
import { RegisterScreen } from './RegisterScreen';

/**
 * The account screens over the public pages (a lazy chunk): login and registration toggle between
 * each other and have a back action (spec §2); 'Cuenta Creada' follows a sign-up that needs
 * confirmation. Default export for `React.lazy`.
 */
export default function AuthScreensView({ screen }: { screen: AuthScreen }) {
  const { openLogin, openCreated, close } = useAuthScreens();
  const [createdEmail, setCreatedEmail] = useState('');

  const meta = t.authScreens[screen];
  return (
    <main id="contenido" tabIndex={-1}>
      <PageMeta title={meta.title} description={meta.description} />
      {view()}
    </main>
  );

  function view(): ReactNode {
    switch (screen) {
      case 'login':
        return <LoginScreen />;
      case 'register':
        return (
          <RegisterScreen
            onCreated={(email) => {
              setCreatedEmail(email);
              openCreated();
            }}
          />
        );
      case 'created':
        return <AccountCreated email={createdEmail} onGoToLogin={openLogin} onBackHome={close} />;
      case 'forgot':
        return <ForgotPasswordScreen />;
    }
  }
}
