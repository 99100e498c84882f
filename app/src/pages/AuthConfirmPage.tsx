import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Box,
  Button,
  EmptyState,
  Heading,
  Inline,
  ResetPasswordForm,
  Spinner,
  Stack,
  TextField,
} from '@alegato/ui';
import { MESSAGES, validateNewPassword } from '@alegato/domain';
import { completeEmailLink, resendConfirmation, updatePassword, type LinkOutcome } from '../auth/session';
import { PageMeta } from '../components/PageMeta';
import { PublicLayout } from '../components/PublicLayout';
import { useAuthForm } from '../components/auth/useAuthForm';
import { useAuthScreens } from '../state/authScreens';
import { useConfig } from '../state/config';
import { toast } from '../state/toasts';
import { useRouteHandle } from '../useCurrentRoute';
import * as t from '../i18n';

/**
 * `/auth/confirm`, where the e-mail links land (spec §2). A confirmation link signs the user in and
 * goes to /dashboard with the welcome toast; a recovery link asks for a new password; an expired or
 * used link says so.
 */
export function AuthConfirmPage() {
  const handle = useRouteHandle();
  const navigate = useNavigate();
  const config = useConfig();
  const { openLogin } = useAuthScreens();
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The code is single use: exchange it once, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void completeEmailLink(window.location.search, window.location.hash).then((result) => {
      if (result.kind === 'signedIn') {
        toast({ message: MESSAGES.login.welcome(config.productName), tone: 'positive' });
        void navigate('/dashboard', { replace: true });
        return;
      }
      // Drop the used code from the address bar.
      window.history.replaceState(null, '', '/auth/confirm');
      setOutcome(result);
    });
  }, [config.productName, navigate]);

  return (
    <PublicLayout>
      {handle ? <PageMeta title={handle.title} description={handle.description} /> : null}
      <Box paddingX="lg" paddingY="3xl">
        <Stack gap="xl" align="center">
          {outcome === null || outcome.kind === 'signedIn' ? (
            <Spinner size="lg" label={t.authConfirm.working} />
          ) : outcome.kind === 'recovery' ? (
            <NewPassword onDone={() => void navigate('/dashboard', { replace: true })} />
          ) : (
            <EmptyState
              title={t.authConfirm.failed}
              description={outcome.message}
              action={
                <Inline gap="sm" justify="center">
                  <Button variant="solid" tone="accent" onClick={openLogin}>
                    {t.authConfirm.login}
                  </Button>
                  <Button variant="outline" tone="neutral" onClick={() => void navigate('/')}>
                    {t.authConfirm.back}
                  </Button>
                </Inline>
              }
            />
          )}
          {outcome !== null && outcome.kind !== 'signedIn' && outcome.kind !== 'recovery' ? (
            <ResendConfirmation />
          ) : null}
        </Stack>
      </Box>
    </PublicLayout>
  );
}

/**
 * 'Solicita uno nuevo' made possible: the address and 'Reenviar correo de confirmación' (supabase-js
 * `auth.resend`, spec §7). The field keeps its value on failure and says why.
 */
function ResendConfirmation() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'sending' }
    | { kind: 'sent'; email: string }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const submit = async () => {
    const trimmed = email.trim();
    if (trimmed === '') {
      setState({ kind: 'failed', message: MESSAGES.login.emailRequired });
      return;
    }
    setState({ kind: 'sending' });
    const result = await resendConfirmation(trimmed);
    setState(result.ok ? { kind: 'sent', email: trimmed } : { kind: 'failed', message: result.message });
  };
  return (
    <Box
      as="form"
      style={{ width: '100%', maxWidth: '28rem' }}
      aria-labelledby="resend-title"
      data-slot="resend-confirmation"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Heading level={2} size="sm" id="resend-title">
          {t.authConfirm.resendTitle}
        </Heading>
        <TextField
          label={t.authConfirm.resendEmail}
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={(next) => {
            setEmail(next);
            if (state.kind === 'failed') setState({ kind: 'idle' });
          }}
          error={state.kind === 'failed' ? state.message : undefined}
          disabled={state.kind === 'sending'}
        />
        <Button type="submit" variant="solid" tone="accent" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? t.authConfirm.resending : t.authConfirm.resend}
        </Button>
        {state.kind === 'sent' ? <p role="status">{t.authConfirm.resent(state.email)}</p> : null}
      </Stack>
    </Box>
  );
}

/** The set-a-new-password step of the recovery flow (the same length and match rules as sign-up). */
function NewPassword({ onDone }: { onDone: () => void }) {
  const [done, setDone] = useState(false);
  const form = useAuthForm({ password: '', confirmPassword: '' }, validateNewPassword, async (values) => {
    const result = await updatePassword(values.password);
    if (!result.ok) return result.message;
    setDone(true);
    return null;
  });
  return <ResetPasswordForm {...form} done={done} onContinue={onDone} />;
}
