import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { AccountDataPanel, type AccountDataPanelProps } from './AccountDataPanel';
import { exportFailedError, typedPassword, wrongPasswordError } from './AccountDataPanel.fixtures';

/** Holds the open state and the password (the fragment is controlled only), and still reports to the args. */
function Interactive(args: AccountDataPanelProps) {
  const [open, setOpen] = useState(args.confirmOpen);
  const [password, setPassword] = useState(args.password);
  return (
    <AccountDataPanel
      {...args}
      confirmOpen={open}
      onConfirmOpenChange={(next) => {
        args.onConfirmOpenChange(next);
        setOpen(next);
      }}
      password={password}
      onPasswordChange={(next) => {
        args.onPasswordChange(next);
        setPassword(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Aplicación/AccountDataPanel',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-accountdatapanel',
  component: AccountDataPanel,
  render: (args) => <Interactive {...args} />,
  args: {
    onExport: fn(),
    exporting: false,
    exportError: null,
    confirmOpen: false,
    onConfirmOpenChange: fn(),
    password: '',
    onPasswordChange: fn(),
    onDelete: fn(),
    deleting: false,
    deleteError: null,
  },
  parameters: {
    viewport: { options: storyViewports },
    // Open modals would cover the docs page: each docs example gets its own iframe.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
} satisfies Meta<typeof AccountDataPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Tus datos' with the GDPR explanation, 'Descargar mis datos' and the danger zone; no confirmation open. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Tus datos' });
    await expect(within(region).getByText(/RGPD, arts\. 15 y 20/)).toBeVisible();
    await expect(within(region).getByRole('heading', { level: 2, name: 'Tus datos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Descargar mis datos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eliminar cuenta' })).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/**
 * Test: the export button reports; 'Eliminar cuenta' opens the confirmation and Escape closes it again,
 * focus back on the trigger, nothing deleted.
 */
// skip-visual: the end state is the 'Default' showcase with 'Eliminar cuenta' focused.
export const ExportAndEscapeClosesConfirmation: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar mis datos' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar cuenta' }));
    await expect(args.onConfirmOpenChange).toHaveBeenLastCalledWith(true);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await expect(dialog).toHaveAccessibleDescription(/casos, documentos, informes y PDF/);
    // Escape closes without deleting, and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirmOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Eliminar cuenta' })).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** The export is being prepared: a spinner and 'Preparando descarga…'. */
export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Preparando descarga…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('region', { name: 'Tus datos' })).toHaveAttribute(
      'data-state',
      'exporting',
    );
  },
};

/** Test: while exporting, clicks on the button are ignored (focus kept). */
// skip-visual: the end state is the 'Exporting' showcase with its button focused.
export const ExportingIgnoresClicks: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { exporting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Preparando descarga…' });
    await userEvent.click(button);
    await expect(args.onExport).not.toHaveBeenCalled();
    await expect(canvas.getByRole('region', { name: 'Tus datos' })).toHaveAttribute(
      'data-state',
      'exporting',
    );
  },
};

/** The last export failed: the message is announced under the button. */
export const ExportError: Story = {
  args: { exportError: exportFailedError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(exportFailedError);
  },
};

/** The confirmation is open: it names the consequences, and the password has focus. */
export const ConfirmOpen: Story = {
  args: { confirmOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await expect(dialog).toHaveAccessibleDescription(/casos, documentos, informes y PDF/);
    const input = within(dialog).getByLabelText('Contraseña', { selector: 'input' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('');
  },
};

/** Test: Enter and 'Eliminar definitivamente' submit the typed password; 'Cancelar' closes without deleting. */
// skip-visual: the end state (confirmation closed by 'Cancelar') is the 'Default' showcase.
export const ConfirmSubmitsPassword: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { confirmOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    const input = within(dialog).getByLabelText('Contraseña', { selector: 'input' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, typedPassword);
    await expect(args.onPasswordChange).toHaveBeenLastCalledWith(typedPassword);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(typedPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onConfirmOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The request runs: spinner and 'Eliminando…'; the confirmation cannot be dismissed. */
export const Deleting: Story = {
  args: { confirmOpen: true, deleting: true, password: typedPassword },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    const confirm = within(dialog).getByRole('button', { name: 'Eliminando…' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** Test: while deleting, no second submit, and Escape does not close the confirmation. */
// skip-visual: the end state is the 'Deleting' showcase.
export const DeletingIgnoresSubmitAndEscape: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { confirmOpen: true, deleting: true, password: typedPassword },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    const confirm = within(dialog).getByRole('button', { name: 'Eliminando…' });
    await userEvent.click(confirm);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirmOpenChange).not.toHaveBeenCalled();
    // Still open; `waitFor`: it may still be fading in (opacity) when the play function gets here.
    await expect(screen.getByRole('alertdialog')).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
  },
};

/** The server refused the password: the field is invalid and says why. */
export const DeleteError: Story = {
  args: { confirmOpen: true, password: 'no-es-la-clave', deleteError: wrongPasswordError },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    const input = within(dialog).getByLabelText('Contraseña', { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(wrongPasswordError));
  },
};

/** Test: after a refusal, the password can be retyped and submitted again. */
// skip-visual: the end state is the 'DeleteError' showcase with another password typed (masked).
export const RetryAfterDeleteError: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { confirmOpen: true, password: 'no-es-la-clave', deleteError: wrongPasswordError },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    const input = within(dialog).getByLabelText('Contraseña', { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, typedPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));
    await expect(args.onDelete).toHaveBeenCalledWith(typedPassword);
  },
};

/** Long copy wraps inside the card. */
export const LongContent: Story = {
  args: {
    labels: {
      exportText:
        'Obtén un archivo JSON con todos los datos de tu cuenta: perfil, sesiones abiertas, registro de actividad, preferencias de cookies y, cuando existan, casos, documentos e informes. Es tu derecho de acceso y de portabilidad (RGPD, arts. 15 y 20), y puedes ejercerlo tantas veces como quieras sin coste alguno.',
    },
    exportError: exportFailedError,
  },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="account-data-panel"]');
    await expect(panel!.scrollWidth).toBeLessThanOrEqual(panel!.clientWidth);
  },
};

/** Phone. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

/** Phone with the confirmation open. */
export const NarrowConfirmOpen: Story = {
  args: { confirmOpen: true, password: typedPassword },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
