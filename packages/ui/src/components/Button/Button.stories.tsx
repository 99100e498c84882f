import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowRight, Download } from 'lucide-react';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Prueba Gratis', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Prueba Gratis' })).toHaveAttribute('type', 'button');
  },
};

/** A click calls `onClick` once. Ends focused: Button has no prop for its focus or hover look. */
export const ClickCallsOnClick: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Prueba Gratis' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { variant: 'solid', tone: 'accent', size: 'md' } };

/** Every variant in every tone: the whole vocabulary at a glance. */
export const Variants: Story = {
  render: (args) => (
    <Stack gap="sm">
      {buttonVariants.map((variant) => (
        <Inline key={variant} gap="sm">
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} variant={variant} tone={tone}>
              {`${variant} ${tone}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Tamaño ${size}`}
        </Button>
      ))}
    </Inline>
  ),
};

export const WithIcons: Story = {
  args: {
    children: 'Descargar',
    startIcon: <Icon icon={Download} size="sm" />,
    endIcon: <Icon icon={ArrowRight} size="sm" />,
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Prueba Gratis' })).toBeDisabled();
  },
};

/** A click on a disabled button does nothing. */
// skip-visual: a disabled button cannot change or take focus; the end state is the 'Disabled' showcase
export const DisabledIgnoresClicks: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Prueba Gratis' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** `asChild` renders the child (here a link) with the button's styles and keeps it a link. */
export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild variant="outline">
      <a href="#registro">Crear cuenta</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Crear cuenta' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).toHaveAttribute('href', '#registro');
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };
