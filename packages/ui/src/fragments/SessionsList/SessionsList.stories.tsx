import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { SessionsList, sessionsListStates, type SessionsListProps } from './SessionsList';
import { manySessions, onlyCurrent, sampleSessions } from './SessionsList.fixtures';

/** Holds the confirmation's open state (the fragment is controlled only), and still reports to the args. */
function Interactive(args: SessionsListProps) {
  const [open, setOpen] = useState(args.confirmOpen);
  return (
    <SessionsList
      {...args}
      confirmOpen={open}
      onConfirmOpenChange={(next) => {
        args.onConfirmOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Cuenta y planes/SessionsList',
  id: 'fragments-sessionslist',
  component: SessionsList,
  render: (args) => <Interactive {...args} />,
  args: {
    state: 'ready',
    sessions: sampleSessions,
    onRetry: fn(),
    onSignOutAll: fn(),
    signingOut: false,
    confirmOpen: false,
    onConfirmOpenChange: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: sessionsListStates } },
  parameters: {
    viewport: { options: storyViewports },
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
} satisfies Meta<typeof SessionsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three sessions, this one first with 'Esta sesión', dates in Madrid time. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Tus sesiones' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Esta sesión');
    await expect(items[0]).toHaveTextContent('Iniciada el 20/11/2026, 09:15');
    await expect(items[2]).toHaveTextContent('Con un enlace por email');
    await expect(
      canvas.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    ).toBeVisible();
  },
};

/** Only this browser is signed in. */
export const OnlyThisSession: Story = { args: { sessions: onlyCurrent } };

export const Loading: Story = {
  args: { state: 'loading', sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Sesiones activas' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No sessions to show (a hosted-Supabase account, whose sessions live there). */
export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay otras sesiones abiertas.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: 'error', sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido cargar tus sesiones.');
  },
};

/** Test: 'Reintentar' in the error state calls onRetry. */
// skip-visual: the end state is the 'Error' showcase.
export const RetryAfterError: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', sessions: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The confirmation open, explaining this session ends too. */
export const Confirm: Story = {
  args: { confirmOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Cerrar sesión en todos los dispositivos?',
    });
    await expect(dialog).toHaveTextContent('también esta');
  },
};

/** Signing out: the confirm button is busy and the dialog stays. */
export const SigningOut: Story = {
  args: { confirmOpen: true, signingOut: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cerrando sesiones…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Many sessions; an unknown kind is shown as sent. */
export const LongContent: Story = { args: { sessions: manySessions } };

/** At phone width. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };

/** Test: the trigger opens the confirmation, 'Cancelar' closes it; confirming calls onSignOutAll once. */
// skip-visual: the end state is the 'Confirm' showcase.
export const ConfirmAndSignOut: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    let dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onSignOutAll).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar todas las sesiones' }));
    await expect(args.onSignOutAll).toHaveBeenCalledTimes(1);
  },
};
