import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { storyViewports } from '../../tokens/viewports';
import { AiRunDetail, aiRunDetailStates, type AiRunDetailProps } from './AiRunDetail';
import { aiRunDetail, aiRunDetailFailed, aiRunDetailLong } from './AiRunDetail.fixtures';

/** Holds the controlled open state; a button reopens the dialog after closing it. */
function Stateful(props: AiRunDetailProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="outline" tone="neutral" onClick={() => setOpen(true)}>
        Abrir el detalle
      </Button>
      <AiRunDetail
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Fragments/IA Supervisor/AiRunDetail',
  id: 'fragments-airundetail',
  component: AiRunDetail,
  render: (args) => <Stateful {...args} />,
  args: { open: true, state: 'ready', run: aiRunDetail, onOpenChange: fn(), onRetry: fn() },
  argTypes: { state: { control: 'inline-radio', options: aiRunDetailStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof AiRunDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chat answer: facts, citations verified ✓ and one failed ✗ with its reason, the passages. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Detalle de la ejecución' });
    // `waitFor`: the dialog may still be fading in (opacity).
    await waitFor(() => expect(within(dialog).getByText('anthropic:claude-sonnet-4-5')).toBeVisible());
    const citations = within(dialog).getByRole('list', { name: 'Citas comprobadas' });
    const items = within(citations).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Verificada');
    await expect(items[2]).toHaveTextContent('No verificada: No se encontró en los pasajes');
    await expect(within(dialog).getByText('anthropic:claude-sonnet-4-5')).toBeVisible();
    await expect(within(dialog).getByText('2,8 s')).toBeVisible();
    await expect(within(dialog).getByText('72 %')).toBeVisible();
    const passages = within(dialog).getByRole('list', { name: 'Pasajes usados' });
    await expect(within(passages).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** The run is loading. */
export const Loading: Story = {
  args: { state: 'loading', run: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
  },
};

/** The run could not be loaded, with 'Reintentar'. */
export const Error: Story = {
  args: { state: 'error', run: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('No se ha podido cargar la ejecución.');
  },
};

/** A failed case analysis: its reason, no citations, no passages. */
export const Failed: Story = {
  args: { run: aiRunDetailFailed },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // `waitFor`: the dialog may still be fading in (opacity).
    await waitFor(() =>
      expect(within(dialog).getByText(/El proveedor de IA no respondió a tiempo/)).toBeVisible(),
    );
    await expect(within(dialog).getByText('Esta ejecución no hizo citas.')).toBeVisible();
    await expect(within(dialog).getByText('Esta ejecución no usó pasajes.')).toBeVisible();
  },
};

/** Test: a passage opens its text; 'Cerrar' closes the dialog. */
export const OpenPassage: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    // `waitFor`: the dialog may still be fading in (opacity).
    await waitFor(() => expect(within(dialog).getByText('Estatuto de los Trabajadores')).toBeVisible());
    const text = within(dialog).getByText(/caducará a los veinte días/);
    await expect(text).not.toBeVisible();
    await userEvent.click(within(dialog).getByText('Estatuto de los Trabajadores'));
    await expect(text).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Test: 'Reintentar' calls back. */
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', run: null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** An MCP call from the cache, long input and many passages: the dialog scrolls. */
export const LongContent: Story = { args: { run: aiRunDetailLong } };

/** Phone width. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
