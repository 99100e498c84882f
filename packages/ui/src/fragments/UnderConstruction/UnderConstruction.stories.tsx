import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../components/Button';
import { storyViewports } from '../../tokens/viewports';
import { UnderConstruction } from './UnderConstruction';

const onHome = fn();

const meta = {
  title: 'Fragments/Estados/UnderConstruction',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-underconstruction',
  component: UnderConstruction,
  args: { section: 'Búsqueda Legal' },
  argTypes: { action: { control: false } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof UnderConstruction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section title as `h1`, then 'Esta sección está en construcción' as `h2`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Búsqueda Legal' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Esta sección está en construcción' }),
    ).toBeVisible();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

const withActionArgs = {
  section: 'Historial',
  labels: { description: 'Historial estará disponible en una próxima versión de la aplicación.' },
  action: (
    <Button variant="outline" tone="neutral" onClick={onHome}>
      Ir al inicio
    </Button>
  ),
};

/** With an action and a description naming the section. */
export const WithAction: Story = {
  args: withActionArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(withActionArgs.labels.description)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ir al inicio' })).toBeVisible();
  },
};

// skip-visual: the end state is the 'WithAction' showcase (the action only calls its handler).
/** The action passed in works as given. */
export const ActionCallsBack: Story = {
  tags: ['test-only', 'skip-visual'],
  args: withActionArgs,
  play: async ({ canvas }) => {
    onHome.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al inicio' }));
    await expect(onHome).toHaveBeenCalledTimes(1);
  },
};

/** Phone. */
export const Narrow: Story = {
  args: { section: 'Sistema de Testing' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
