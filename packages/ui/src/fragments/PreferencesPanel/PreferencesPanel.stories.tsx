import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { PreferencesPanel, preferencesPanelStates, type PreferencesPanelProps } from './PreferencesPanel';
import { essentialOnly, someCookies } from './PreferencesPanel.fixtures';

/** Holds the switches' values (the fragment is controlled only), and still reports to the args. */
function Interactive(args: PreferencesPanelProps) {
  const [history, setHistory] = useState(args.historyEnabled);
  const [cookies, setCookies] = useState(args.cookies);
  return (
    <PreferencesPanel
      {...args}
      historyEnabled={history}
      onHistoryEnabledChange={(next) => {
        args.onHistoryEnabledChange(next);
        setHistory(next);
      }}
      cookies={cookies}
      onCookiesChange={(next) => {
        args.onCookiesChange(next);
        setCookies(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Cuenta y planes/PreferencesPanel',
  id: 'fragments-preferencespanel',
  component: PreferencesPanel,
  render: (args) => <Interactive {...args} />,
  args: {
    historyEnabled: true,
    onHistoryEnabledChange: fn(),
    cookies: someCookies,
    onCookiesChange: fn(),
    state: 'idle',
    error: null,
  },
  argTypes: { state: { control: 'inline-radio', options: preferencesPanelStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof PreferencesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** History recorded; functional and analytics cookies allowed, marketing refused. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /Guardar mi historial de consultas/ })).toBeChecked();
    const group = canvas.getByRole('group', { name: 'Cookies' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /Esenciales/ })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: /Marketing/ })).not.toBeChecked();
  },
};

/** History off, essential cookies only. */
export const AllOff: Story = { args: { historyEnabled: false, cookies: essentialOnly } };

/** The history setting is being read: its switch waits. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /Guardar mi historial de consultas/ })).toBeDisabled();
  },
};

/** A change is being saved. */
export const Saving: Story = { args: { state: 'saving', historyEnabled: false } };

/** Saved: 'Preferencias guardadas.' */
export const Saved: Story = {
  args: { state: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Preferencias guardadas.');
  },
};

/** The change could not be saved. */
export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido guardar tus preferencias.');
  },
};

/** At phone width. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };

/** Test: each switch reports its next value; the essential one cannot be switched. */
// skip-visual: the end state is the 'AllOff' showcase with marketing on.
export const Toggle: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /Guardar mi historial de consultas/ }));
    await expect(args.onHistoryEnabledChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('switch', { name: /Marketing/ }));
    await expect(args.onCookiesChange).toHaveBeenLastCalledWith({ ...someCookies, marketing: true });
  },
};
