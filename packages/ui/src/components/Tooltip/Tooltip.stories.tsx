import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Download } from 'lucide-react';
import { Tooltip, tooltipSides } from './Tooltip';
import { Button } from '../Button';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Box } from '../../primitives/Box';

const meta = {
  title: 'Components/Tooltip',
  // Open modals and portalled overlays would cover the docs page: each docs example gets its own iframe.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: Tooltip,
  args: {
    content: 'Descarga el último PDF generado',
    children: <Button variant="outline">Descargar</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: tooltipSides },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <Box padding="3xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until hovered or focused; `Open` shows the tip. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Descargar' })).toBeInTheDocument();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** Hovering shows the tip and links it to the trigger as its description; leaving hides it. */
export const HoverShowsAndLeavingHides: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Descargar' });
    await userEvent.hover(trigger);
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Descarga el último PDF generado');
    await expect(trigger).toHaveAccessibleDescription('Descarga el último PDF generado');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Playground: Story = { args: { side: 'top', defaultOpen: true } };

/**
 * Keyboard users get the tip on focus, and Escape hides it. Ends with the trigger focused and the tip
 * hidden (the button's focus ring has no prop, so this story's shot is where it shows).
 */
export const OnFocus: Story = {
  tags: ['test-only'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Descargar' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Descarga el último PDF generado');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Open from the start, for the visual baseline. */
export const Open: Story = { args: { defaultOpen: true } };

/** Each side. */
export const Sides: Story = {
  render: (args) => (
    <Inline gap="4xl">
      {tooltipSides.map((side) => (
        <Tooltip key={side} {...args} side={side} content={`Lado ${side}`} open>
          <Button variant="outline" tone="neutral">
            {side}
          </Button>
        </Tooltip>
      ))}
    </Inline>
  ),
};

/** On an icon button: the button keeps its own `aria-label`; the tip repeats it for sighted users. */
export const OnIconButton: Story = {
  args: {
    content: 'Descargar PDF',
    defaultOpen: true,
    children: (
      <Button variant="ghost" tone="neutral" aria-label="Descargar PDF">
        <Icon icon={Download} size="sm" />
      </Button>
    ),
  },
};

/** Long hints wrap at a readable width. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    content:
      'El PDF mejorado usa Times New Roman, encabezados, números de página, estructura legal y una sección de firma y fecha.',
  },
};
