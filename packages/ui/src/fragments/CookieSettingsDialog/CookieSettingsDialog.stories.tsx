import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import {
  CookieSettingsDialog,
  type CookieConsents,
  type CookieSettingsDialogProps,
} from './CookieSettingsDialog';
import { essentialOnlyConsents, mixedConsents } from './CookieSettingsDialog.fixtures';

/** Holds the choice in state (the fragment is controlled only), and still reports to the args. */
function Interactive(args: CookieSettingsDialogProps) {
  const [consents, setConsents] = useState<CookieConsents>(args.consents);
  return (
    <CookieSettingsDialog
      {...args}
      consents={consents}
      onChange={(key, value) => {
        args.onChange(key, value);
        setConsents((current) => ({ ...current, [key]: value }));
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Legal y cookies/CookieSettingsDialog',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-cookiesettingsdialog',
  component: CookieSettingsDialog,
  render: (args) => <Interactive {...args} />,
  args: {
    open: true,
    consents: essentialOnlyConsents,
    onOpenChange: fn(),
    onChange: fn(),
    onSave: fn(),
    onAcceptAll: fn(),
  },
  parameters: {
    viewport: { options: storyViewports },
    // Open modals would cover the docs page: each docs example gets its own iframe.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
} satisfies Meta<typeof CookieSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Essential is on and disabled; the three switches report their category; the footer buttons work. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    const essential = within(dialog).getByRole('switch', { name: /Esenciales/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    // `waitFor`: the dialog may still be fading in (opacity).
    await waitFor(() => expect(within(dialog).getByText('Siempre activas')).toBeVisible());

    const analytics = within(dialog).getByRole('switch', { name: 'Analíticas' });
    await expect(analytics).not.toBeChecked();
    await userEvent.click(analytics);
    await expect(args.onChange).toHaveBeenLastCalledWith('analytics', true);
    await expect(analytics).toBeChecked();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('marketing', true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar preferencias' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar todas' }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** A stored mixed choice; Escape asks to close. */
export const Mixed: Story = {
  args: { consents: mixedConsents },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    await expect(within(dialog).getByRole('switch', { name: 'Funcionales' })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Phone: the dialog fits the width. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
