import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAtom } from 'jotai';
import useSWR from 'swr';
import { ESSENTIAL_ONLY_CONSENTS, type Consents } from '@alegato/domain';
import {
  EmailChangeForm,
  Heading,
  PasswordChangeForm,
  PlanSummary,
  PreferencesPanel,
  ProfileForm,
  SessionsList,
  Stack,
  type CookieConsents,
  type EmailChangeFormState,
  type PasswordChangeFormErrors,
  type PasswordChangeFormState,
  type PreferencesPanelState,
  type ProfileFormErrors,
  type ProfileFormState,
} from '@alegato/ui';
import { endSessionLocally } from '../auth/session';
import { saveConsent, storedConsent } from '../consent/consent';
import * as t from '../i18n';
import { authAtom } from '../state/auth';
import { toast } from '../state/toasts';
import { usePlanStatus } from '../subscription/usePlanStatus';
import {
  changePassword,
  fetchHistoryEnabled,
  fetchSessions,
  HISTORY_SETTINGS_KEY,
  pendingEmailChange,
  putHistoryEnabled,
  refusalOf,
  requestEmailChange,
  revokeAllSessions,
  saveProfile,
  SESSIONS_KEY,
} from './api';
import { toPlanSummary, validateNewEmail, validatePasswordChange, validateProfile } from './model';

/** 'Perfil': name and organization (`PATCH /api/settings/profile`), mirrored into the signed-in user. */
export function ProfileSection() {
  const [auth, setAuth] = useAtom(authAtom);
  const user = auth.user;
  const [value, setValue] = useState({ name: user?.name ?? '', organization: user?.organization ?? '' });
  const [state, setState] = useState<ProfileFormState>('idle');
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const found = validateProfile(value);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState('saving');
    try {
      const saved = await saveProfile(value);
      setValue(saved);
      setAuth((prev) =>
        prev.user
          ? { ...prev, user: { ...prev.user, name: saved.name, organization: saved.organization || null } }
          : prev,
      );
      setState('saved');
    } catch (err) {
      const refusal = refusalOf(err, t.settings.saveFailed);
      if (refusal.field === 'name' || refusal.field === 'organization') {
        setErrors({ [refusal.field]: refusal.message });
        setState('idle');
      } else {
        setError(refusal.message);
        setState('error');
      }
    }
  };

  return (
    <ProfileForm
      headingLevel={2}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        if (state !== 'saving') setState('idle');
      }}
      onSubmit={() => void submit()}
      state={state}
      errors={errors}
      error={error}
    />
  );
}

const EMPTY_PASSWORDS = { current: '', next: '', confirm: '' };

/** 'Seguridad': password, e-mail and sessions. */
export function SecuritySection() {
  const navigate = useNavigate();
  const { user } = useAtom(authAtom)[0];
  const currentEmail = user?.email ?? '';

  const [passwords, setPasswords] = useState(EMPTY_PASSWORDS);
  const [passwordState, setPasswordState] = useState<PasswordChangeFormState>('idle');
  const [passwordErrors, setPasswordErrors] = useState<PasswordChangeFormErrors>({});
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const [email, setEmail] = useState('');
  const [emailState, setEmailState] = useState<EmailChangeFormState>('idle');
  const [emailFieldError, setEmailFieldError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const sessions = useSWR(user ? SESSIONS_KEY : null, fetchSessions);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    let live = true;
    void pendingEmailChange().then((next) => {
      if (live) setPending(next);
    });
    return () => {
      live = false;
    };
  }, []);

  const submitPassword = async () => {
    const found = validatePasswordChange(passwords);
    setPasswordErrors(found);
    setPasswordError(null);
    if (Object.keys(found).length > 0) return;
    setPasswordState('saving');
    const refusal = await changePassword(passwords.current, passwords.next);
    if (!refusal) {
      setPasswords(EMPTY_PASSWORDS);
      setPasswordState('saved');
      void sessions.mutate();
      return;
    }
    if (refusal.field === 'current' || refusal.field === 'next') {
      setPasswordErrors({ [refusal.field]: refusal.message });
      setPasswordState('idle');
    } else {
      setPasswordError(refusal.message);
      setPasswordState('error');
    }
  };

  const submitEmail = async (next: string) => {
    const invalid = validateNewEmail(next, currentEmail);
    setEmailFieldError(invalid);
    setEmailError(null);
    if (invalid) return;
    setEmailState('saving');
    const result = await requestEmailChange(next);
    if ('pending' in result) {
      setPending(result.pending);
      setEmail('');
      setEmailState('saved');
    } else if (result.field) {
      setEmailFieldError(result.message);
      setEmailState('idle');
    } else {
      setEmailError(result.message);
      setEmailState('error');
    }
  };

  const signOutAll = async () => {
    setSigningOut(true);
    let message: string | undefined;
    try {
      message = await revokeAllSessions();
    } catch (err) {
      setSigningOut(false);
      setConfirmOpen(false);
      toast({ message: refusalOf(err, t.settings.saveFailed).message, tone: 'critical' });
      return;
    }
    await endSessionLocally();
    if (message) toast({ message, tone: 'positive' });
    void navigate('/', { replace: true });
  };

  return (
    <Stack as="section" gap="md" aria-labelledby="settings-security" data-slot="settings-security">
      <Heading level={2} id="settings-security">
        {t.settings.security}
      </Heading>
      <PasswordChangeForm
        value={passwords}
        onValueChange={(next) => {
          setPasswords(next);
          if (passwordState === 'saved' || passwordState === 'error') setPasswordState('idle');
        }}
        onSubmit={() => void submitPassword()}
        state={passwordState}
        errors={passwordErrors}
        error={passwordError}
      />
      <EmailChangeForm
        currentEmail={currentEmail}
        value={email}
        onValueChange={(next) => {
          setEmail(next);
          if (emailState === 'error') setEmailState('idle');
        }}
        onSubmit={(next) => void submitEmail(next)}
        pendingEmail={pending}
        state={emailState}
        fieldError={emailFieldError}
        error={emailError}
      />
      <SessionsList
        state={sessions.error && !sessions.data ? 'error' : sessions.data ? 'ready' : 'loading'}
        sessions={sessions.data ?? []}
        onRetry={() => void sessions.mutate()}
        onSignOutAll={() => void signOutAll()}
        signingOut={signingOut}
        confirmOpen={confirmOpen}
        onConfirmOpenChange={setConfirmOpen}
      />
    </Stack>
  );
}

/** 'Preferencias': history recording (server) and this browser's cookie choices (consent code). */
export function PreferencesSection() {
  const { user } = useAtom(authAtom)[0];
  const history = useSWR(user ? HISTORY_SETTINGS_KEY : null, fetchHistoryEnabled);
  const [cookies, setCookies] = useState<Consents>(
    () => storedConsent()?.consents ?? ESSENTIAL_ONLY_CONSENTS,
  );
  const [state, setState] = useState<PreferencesPanelState>('idle');

  const onHistory = async (enabled: boolean) => {
    setState('saving');
    try {
      const stored = await putHistoryEnabled(enabled);
      await history.mutate(stored, { revalidate: false });
      setState('saved');
    } catch {
      setState('error');
    }
  };

  const onCookies = (next: CookieConsents) => {
    const consents: Consents = { ...next, essential: true };
    setCookies(consents);
    // Stored locally at once; sent (or queued) in the background, as the banner does.
    void saveConsent(consents);
    setState('saved');
  };

  return (
    <PreferencesPanel
      historyEnabled={history.data ?? true}
      onHistoryEnabledChange={(next) => void onHistory(next)}
      cookies={{ ...cookies, essential: true }}
      onCookiesChange={onCookies}
      state={history.data === undefined && !history.error ? 'loading' : state}
    />
  );
}

/** 'Plan': the plan in effect and the month's analyses (`GET /api/plan`), with a link to /subscription. */
export function PlanSection() {
  const { user } = useAtom(authAtom)[0];
  const { status, state, refresh } = usePlanStatus();
  const summary = status ? toPlanSummary(status, user?.trial ?? null, new Date()) : {};
  return <PlanSummary state={state} {...summary} onRetry={() => void refresh()} />;
}
