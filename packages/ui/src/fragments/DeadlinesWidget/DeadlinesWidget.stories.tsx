import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { DeadlinesWidget, deadlinesWidgetStates } from './DeadlinesWidget';
import { longDeadlines, upcomingDeadlines } from './DeadlinesWidget.fixtures';

const meta = {
  // On the dashboard, with its other fragments; the id keys the visual baselines.
  title: 'Fragments/Aplicación/DeadlinesWidget',
  id: 'fragments-deadlineswidget',
  component: DeadlinesWidget,
  args: { state: 'ready', deadlines: upcomingDeadlines, onRetry: fn() },
  argTypes: { state: { control: 'inline-radio', options: deadlinesWidgetStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof DeadlinesWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three plazos, soonest first; the one due tomorrow highlighted; the note for dates to check. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const widget = canvas.getByRole('region', { name: 'Próximos plazos' });
    const items = within(widget).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAttribute('data-urgent', 'true');
    await expect(items[1]).not.toHaveAttribute('data-urgent');
    await expect(items[0]).toHaveTextContent('13/03/2026');
    await expect(items[0]).toHaveTextContent('Urgente: mañana');
    await expect(items[1]).toHaveTextContent('en 12 días');
    await expect(items[1]).toHaveTextContent('veinte días hábiles desde su notificación');
    await expect(within(items[1]!).getByRole('link', { name: 'Fianza calle Mayor' })).toHaveAttribute(
      'href',
      '/cases?caso=c2',
    );
    await expect(within(items[1]!).getByRole('link', { name: 'sentencia-45-2026.pdf' })).toHaveAttribute(
      'href',
      '/documents?ver=d2',
    );
    await expect(items[1]).toHaveTextContent('Pág. 2');
    await expect(items[2]).toHaveTextContent('Sin caso');
    await expect(items[2]).toHaveTextContent('Contado desde el 01/04/2026, fecha del documento.');
    await expect(canvas.getByText(/compruébalos con la fecha de notificación/)).toBeVisible();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {}, urgentDays: 3 } };

/** The plazos are loading. */
export const Loading: Story = {
  args: { state: 'loading', deadlines: [] },
  play: async ({ canvas }) => {
    const widget = canvas.getByRole('region', { name: 'Próximos plazos' });
    await expect(widget).toHaveAttribute('aria-busy', 'true');
    await expect(widget).toHaveTextContent('Cargando plazos...');
  },
};

/** No upcoming plazo in the user's analysed cases. */
export const Empty: Story = {
  args: { deadlines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay plazos próximos en tus casos analizados.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The plazos could not be loaded, with 'Reintentar'. */
export const Error: Story = {
  args: { state: 'error', deadlines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido cargar los plazos.');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: 'Reintentar' calls back. */
// skip-visual: the end state is the 'Error' showcase with the button focused.
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', deadlines: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No plazo counted from a document's date: no note to check it. */
export const NoAssumedDates: Story = {
  args: { deadlines: upcomingDeadlines.filter((d) => d.assumedStart === null) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.queryByText(/compruébalos con la fecha de notificación/)).toBeNull();
  },
};

/** A plazo due today and long names wrap inside the widget. */
export const LongContent: Story = {
  args: { deadlines: longDeadlines },
  play: async ({ canvas }) => {
    const widget = canvas.getByRole('region', { name: 'Próximos plazos' });
    await expect(widget.scrollWidth).toBeLessThanOrEqual(widget.clientWidth);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Urgente: hoy');
  },
};

/** Phone width. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
