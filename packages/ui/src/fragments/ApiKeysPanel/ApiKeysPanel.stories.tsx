import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { ApiKeysPanel, apiKeysPanelStates, type ApiKeysPanelProps } from './ApiKeysPanel';
import { createdKey, manyKeys, sampleKeys } from './ApiKeysPanel.fixtures';

/** Holds the form, the dialogs and the copy state (the fragment is controlled only), reporting to the args. */
function Interactive(args: ApiKeysPanelProps) {
  const [value, setValue] = useState(args.createValue);
  const [created, setCreated] = useState(args.createdKey ?? null);
  const [copied, setCopied] = useState(args.secretCopied ?? false);
  const [target, setTarget] = useState(args.revokeTarget ?? null);
  return (
    <ApiKeysPanel
      {...args}
      createValue={value}
      onCreateValueChange={(next) => {
        args.onCreateValueChange(next);
        setValue(next);
      }}
      createdKey={created}
      onCreatedKeyDismiss={() => {
        args.onCreatedKeyDismiss();
        setCreated(null);
        setCopied(false);
      }}
      secretCopied={copied}
      onCopySecret={(secret) => {
        args.onCopySecret(secret);
        setCopied(true);
      }}
      revokeTarget={target}
      onRevokeTargetChange={(next) => {
        args.onRevokeTargetChange(next);
        setTarget(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Cuenta y planes/ApiKeysPanel',
  id: 'fragments-apikeyspanel',
  component: ApiKeysPanel,
  render: (args) => <Interactive {...args} />,
  args: {
    state: 'ready',
    keys: sampleKeys,
    onRetry: fn(),
    createValue: { name: '', expiry: 'never' },
    onCreateValueChange: fn(),
    onCreate: fn(),
    creating: false,
    nameError: null,
    createdKey: null,
    onCreatedKeyDismiss: fn(),
    onCopySecret: fn(),
    secretCopied: false,
    revokeTarget: null,
    onRevokeTargetChange: fn(),
    onRevoke: fn(),
    revoking: false,
  },
  argTypes: { state: { control: 'inline-radio', options: apiKeysPanelStates } },
  parameters: {
    viewport: { options: storyViewports },
    docs: { story: { inline: false, iframeHeight: 720 } },
  },
} satisfies Meta<typeof ApiKeysPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four keys: in use, never used, expired and revoked; the create form and the links below. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Tus claves de API' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('alg_3fA9…');
    await expect(items[0]).toHaveTextContent('Activa');
    await expect(items[1]).toHaveTextContent('Nunca usada');
    await expect(items[1]).toHaveTextContent('Sin caducidad');
    await expect(items[2]).toHaveTextContent('Caducó el 1/10/2026');
    await expect(items[3]).toHaveTextContent('Revocada el 2/7/2026');
    await expect(within(items[3]!).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Referencia de la API' })).toHaveAttribute(
      'href',
      '/api-reference',
    );
    await expect(canvas.getByRole('link', { name: 'Conectar un cliente MCP' })).toHaveAttribute(
      'href',
      '/iasupervisor',
    );
  },
};

/** Every state at once in the controls. */
export const Playground: Story = {};

export const Loading: Story = {
  args: { state: 'loading', keys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Claves de API' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No keys yet: the form is there to create the first one. */
export const Empty: Story = {
  args: { keys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Todavía no has creado ninguna clave de API.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Crear clave' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: 'error', keys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido cargar tus claves de API.');
  },
};

/** Test: 'Reintentar' in the error state calls onRetry. */
// skip-visual: the end state is the 'Error' showcase.
export const RetryAfterError: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', keys: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A plan without API access: the plan message and 'Ver planes'; no form. */
export const NoAccess: Story = {
  args: {
    state: 'noAccess',
    keys: [],
    noAccessMessage:
      'Tu plan Despacho no incluye acceso a la API. Está disponible desde el plan Empresarial.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Está disponible desde el plan Empresarial/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/subscription');
    await expect(canvas.queryByRole('button', { name: 'Crear clave' })).toBeNull();
  },
};

/** A plan that lost API access: the keys made on the earlier plan stay listed, so they can be revoked. */
export const NoAccessWithKeys: Story = {
  args: {
    state: 'noAccess',
    keys: sampleKeys,
    noAccessMessage:
      'Tu plan Despacho no incluye acceso a la API. Está disponible desde el plan Empresarial.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Tus claves de API' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Revocar la clave/ }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Crear clave' })).toBeNull();
  },
};

/** Test: the default plan message when the app passes none. */
// skip-visual: same layout as 'NoAccess'.
export const NoAccessDefaultMessage: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'noAccess', keys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('La API está incluida en el plan Empresarial.')).toBeVisible();
  },
};

/** The name is missing. */
export const NameError: Story = {
  args: { nameError: 'Ponle un nombre a la clave para reconocerla.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Nombre de la clave/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The create request runs. */
export const Creating: Story = {
  args: { createValue: { name: 'Integración del despacho', expiry: '90' }, creating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creando…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Test: 'Creando…' does not send the form again. */
// skip-visual: the end state is the 'Creating' showcase.
export const CreatingIgnoresClicks: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { createValue: { name: 'Integración del despacho', expiry: '90' }, creating: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Creando…' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Test: typing a name, choosing '90 días' and 'Crear clave' calls onCreate with the values. */
// skip-visual: the end state is the 'Default' showcase.
export const CreateKey: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Nombre de la clave/ }), 'Zapier');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Caducidad' }));
    await userEvent.click(await screen.findByRole('option', { name: '90 días' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Crear clave' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Zapier', expiry: '90' });
  },
};

/** The new key shown once, with the warning and the copy button. */
export const Created: Story = {
  args: { createdKey },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Tu nueva clave de API' });
    await expect(dialog).toHaveTextContent('no se volverá a mostrar');
    await expect(dialog).toHaveTextContent(createdKey.secret);
  },
};

/** Test: 'Copiar clave' hands the secret to the app and says 'Copiada'; 'Hecho' dismisses the dialog. */
// skip-visual: the end state is the 'Default' showcase.
export const CopyAndDismiss: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { createdKey },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Tu nueva clave de API' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar clave' }));
    await expect(args.onCopySecret).toHaveBeenCalledWith(createdKey.secret);
    // The dialog may still be fading in (opacity): wait for the button rather than read it once.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copiada' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hecho' }));
    await expect(args.onCreatedKeyDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The revocation's confirmation, naming the key. */
export const ConfirmRevoke: Story = {
  args: { revokeTarget: sampleKeys[0]!.id },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Revocar la clave «Integración del despacho»?',
    });
    await expect(dialog).toHaveTextContent('no se puede deshacer');
  },
};

/** Revoking: the confirm button is busy and the dialog stays. */
export const Revoking: Story = {
  args: { revokeTarget: sampleKeys[0]!.id, revoking: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Revocando…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Test: 'Revocando…' does not revoke again. */
// skip-visual: the end state is the 'Revoking' showcase.
export const RevokingIgnoresClicks: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { revokeTarget: sampleKeys[0]!.id, revoking: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revocando…' }));
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

/** Test: a row's 'Revocar' opens the confirmation, 'Cancelar' closes it, 'Revocar clave' calls onRevoke. */
// skip-visual: the end state is the 'ConfirmRevoke' showcase.
export const RevokeKey: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    const revoke = canvas.getByRole('button', { name: 'Revocar la clave Claude Desktop (MCP)' });
    await userEvent.click(revoke);
    let dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onRevokeTargetChange).toHaveBeenLastCalledWith(null);
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(revoke);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revocar clave' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(sampleKeys[1]!.id);
  },
};

/** Many keys, one with a very long name. */
export const LongContent: Story = { args: { keys: manyKeys } };

/** At phone width. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };
