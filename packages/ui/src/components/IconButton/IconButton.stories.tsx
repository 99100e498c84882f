import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Copy, Download, Pencil, Trash2, X } from 'lucide-react';
import { IconButton, iconButtonShapes } from './IconButton';
import { buttonSizes, buttonTones, buttonVariants } from '../Button/Button';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: Trash2, label: 'Eliminar informe', onClick: fn() },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    shape: { control: 'inline-radio', options: iconButtonShapes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `label` is the accessible name; the icon is decorative. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Eliminar informe' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).not.toHaveAttribute('title');
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A click calls `onClick` once. Ends focused: IconButton has no prop for its focus or hover look. */
export const ClickCallsOnClick: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar informe' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { variant: 'outline', tone: 'critical', size: 'md', shape: 'square' },
};

/** Every variant in every tone, like Button. */
export const Variants: Story = {
  render: (args) => (
    <Stack gap="sm">
      {buttonVariants.map((variant) => (
        <Inline key={variant} gap="sm">
          {buttonTones.map((tone) => (
            <IconButton
              key={tone}
              {...args}
              variant={variant}
              tone={tone}
              label={`Eliminar (${variant} ${tone})`}
            />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

/** Square at every control height. */
export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm">
      {buttonSizes.map((size) => (
        <IconButton
          key={size}
          {...args}
          variant="outline"
          size={size}
          label={`Descargar (${size})`}
          icon={Download}
        />
      ))}
    </Inline>
  ),
};

/** A toolbar of report-card actions. */
export const Toolbar: Story = {
  render: (args) => (
    <Inline gap="2xs" role="toolbar" aria-label="Acciones del informe">
      <IconButton {...args} icon={Pencil} label="Editar" />
      <IconButton {...args} icon={Copy} label="Duplicar" />
      <IconButton {...args} icon={Download} label="Descargar" />
      <IconButton {...args} icon={Trash2} label="Eliminar" tone="critical" />
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'outline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Eliminar informe' })).toBeDisabled();
  },
};

/** A click on a disabled icon button does nothing. */
// skip-visual: a disabled button cannot change or take focus; the end state is the 'Disabled' showcase
export const DisabledIgnoresClicks: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { disabled: true, variant: 'outline' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar informe' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** `showTitle` adds the native hover hint where no Tooltip wraps the button. */
export const WithTitle: Story = {
  args: { icon: X, label: 'Cerrar', showTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toHaveAttribute('title', 'Cerrar');
  },
};

export const Round: Story = {
  args: { icon: X, label: 'Cerrar', shape: 'round', variant: 'soft' },
};
