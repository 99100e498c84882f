import { useId, type ComponentProps, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './ProfileForm.css';

/** Where a settings form is: editing, saving, just saved, or refused by the server. */
export const profileFormStates = ['idle', 'saving', 'saved', 'error'] as const;
export type ProfileFormState = (typeof profileFormStates)[number];

/** The profile's name and organization (controlled by the app). */
export type ProfileFormValues = {
  name: string;
  organization: string;
};

/** Field errors, already in Spanish (name required, at most 120; organization at most 200). */
export type ProfileFormErrors = {
  name?: string;
  organization?: string;
};

/** Copy of the ProfileForm; defaults from `es.settings.profile` and `es.auth.register.name`. */
export type ProfileFormLabels = {
  /** @default 'Perfil' */
  title: string;
  /** @default 'Tu nombre y tu organización, como aparecen en tus informes.' */
  description: string;
  /** @default 'Nombre completo' */
  name: string;
  /** @default 'Organización' */
  organization: string;
  /** @default 'Guardar cambios' */
  save: string;
  /** The button while saving. @default 'Guardando…' */
  saving: string;
  /** Announced once saved. @default 'Perfil actualizado.' */
  saved: string;
};

export type ProfileFormProps = {
  /** The values (controlled). */
  value: ProfileFormValues;
  /** Called with the next values on every edit of either field. */
  onValueChange: (next: ProfileFormValues) => void;
  /** Called with the values on 'Guardar cambios' (button or Enter); not called while saving. */
  onSubmit: (value: ProfileFormValues) => void;
  /** @default 'idle' */
  state?: ProfileFormState;
  /** Field errors to show (validation). @default {} */
  errors?: ProfileFormErrors;
  /** The server's refusal, shown in an alert when `state` is 'error'. @default null */
  error?: string | null;
  /** Level of the card title in the page outline. @default 3 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<ProfileFormLabels>;
} & Omit<ComponentProps<'section'>, 'children' | 'onSubmit'>;

/**
 * The 'Perfil' card of the settings page: name (required) and organization, 'Guardar cambios', and the
 * outcome ('Perfil actualizado.' in a status line, the server's message in an alert). Controlled only:
 * the app owns the values, validates them and runs `PATCH /api/settings/profile`.
 */
export function ProfileForm({
  value,
  onValueChange,
  onSubmit,
  state = 'idle',
  errors = {},
  error = null,
  headingLevel = 3,
  labels: labelOverrides,
  className,
  ...rest
}: ProfileFormProps) {
  const labels: ProfileFormLabels = {
    ...es.settings.profile,
    name: es.auth.register.name,
    ...labelOverrides,
  };
  const titleId = useId();
  const saving = state === 'saving';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSubmit(value);
  };
  return (
    <Card.Root asChild data-slot="profile-form" data-state={state} className={cx(styles.root, className)}>
      <section aria-labelledby={titleId} {...rest}>
        <Card.Header>
          <Card.Title id={titleId} level={headingLevel}>
            {labels.title}
          </Card.Title>
          <Card.Description>{labels.description}</Card.Description>
        </Card.Header>
        <Card.Body>
          <form noValidate className={styles.form} onSubmit={submit} aria-busy={saving || undefined}>
            <TextField
              label={labels.name}
              name="name"
              autoComplete="name"
              required
              value={value.name}
              onValueChange={(name) => onValueChange({ ...value, name })}
              error={errors.name}
              readOnly={saving}
            />
            <TextField
              label={labels.organization}
              name="organization"
              autoComplete="organization"
              value={value.organization}
              onValueChange={(organization) => onValueChange({ ...value, organization })}
              error={errors.organization}
              readOnly={saving}
            />
            <div className={styles.actions}>
              <Button
                type="submit"
                data-slot="profile-form-submit"
                aria-disabled={saving || undefined}
                startIcon={
                  saving ? (
                    <Spinner size="sm" tone="inherit" aria-hidden className={styles.spinner} />
                  ) : undefined
                }
              >
                {saving ? labels.saving : labels.save}
              </Button>
              <p role="status" className={styles.status} data-slot="profile-form-saved">
                {state === 'saved' ? labels.saved : ''}
              </p>
              <p role="alert" className={styles.status} data-tone="critical" data-slot="profile-form-error">
                {state === 'error' ? (error ?? '') : ''}
              </p>
            </div>
          </form>
        </Card.Body>
      </section>
    </Card.Root>
  );
}
