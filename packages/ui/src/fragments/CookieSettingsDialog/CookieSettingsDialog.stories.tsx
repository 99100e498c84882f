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
  const [value, setValue] = useState<CookieConsents>(args.value);
  return (
    <CookieSettingsDialog
      {...args}
      value={value}
      onValueChange={(next) => {
        args.onValueChange(next);
        setValue(next);
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
    value: essentialOnlyConsents,
    onOpenChange: fn(),
    onValueChange: fn(),
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

/** 'Solo esenciales': essential is on and disabled, the three other switches off. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    const essential = within(dialog).getByRole('switch', { name: /Esenciales/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    // `waitFor`: the dialog may still be fading in (opacity).
    await waitFor(() => expect(within(dialog).getByText('Siempre activas')).toBeVisible());
    for (const name of ['Funcionales', 'Analíticas', 'Marketing']) {
      await expect(within(dialog).getByRole('switch', { name })).not.toBeChecked();
    }
  },
};

/** The switches report the whole next choice; the footer buttons call their callbacks. */
// skip-visual: the end state (functional and analytics on) is the 'Mixed' showcase.
export const TogglingReportsChoice: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    const analytics = within(dialog).getByRole('switch', { name: 'Analíticas' });
    await userEvent.click(analytics);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      ...essentialOnlyConsents,
      analytics: true,
    });
    await expect(analytics).toBeChecked();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Funcionales' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(mixedConsents);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar preferencias' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar todas' }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** A stored mixed choice: functional and analytics on, marketing off. */
export const Mixed: Story = {
  args: { value: mixedConsents },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    await expect(within(dialog).getByRole('switch', { name: 'Funcionales' })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Analíticas' })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  },
};

/** Escape asks to close (`onOpenChange(false)`). */
// skip-visual: the story keeps `open`, so the end state is the 'Mixed' showcase.
export const EscapeAsksToClose: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { value: mixedConsents },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Configuración de cookies' });
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
