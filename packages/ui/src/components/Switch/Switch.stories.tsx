import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Cookies analíticas', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Cookies analíticas' })).not.toBeChecked();
  },
};

/**
 * Clicking turns it on and reports `true`. Ends on and focused (Switch has no prop for its focus look; the
 * on look is the `Checked` showcase).
 */
export const ClickTurnsOn: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Cookies analíticas' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('data-state', 'checked');
  },
};

export const Playground: Story = {
  args: { description: 'Nos ayudan a entender cómo se usa la aplicación.', disabled: false, error: '' },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Cookies analíticas' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Nos ayudan a entender cómo se usa la aplicación.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Cookies analíticas' })).toHaveAccessibleDescription(
      'Nos ayudan a entender cómo se usa la aplicación.',
    );
  },
};

/** Essential cookies: always on, cannot be turned off. */
export const Disabled: Story = {
  args: {
    label: 'Cookies esenciales',
    description: 'Necesarias para que la aplicación funcione. Siempre activas.',
    checked: true,
    disabled: true,
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Cookies esenciales' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toBeChecked();
  },
};

/** A click on a disabled switch changes nothing. */
// skip-visual: a disabled switch cannot change or take focus; the end state is the 'Disabled' showcase
export const DisabledIgnoresClicks: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { label: 'Cookies esenciales', checked: true, disabled: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Cookies esenciales' });
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
    await expect(toggle).toBeChecked();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Notificaciones por correo electrónico',
    error: 'No se pudo guardar la preferencia. Inténtalo de nuevo.',
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Notificaciones por correo electrónico' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo guardar la preferencia');
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAccessibleErrorMessage(
      'No se pudo guardar la preferencia. Inténtalo de nuevo.',
    );
  },
};

/** The cookie settings list (spec §2, cookie banner: configure dialog). */
export const CookieSettings: Story = {
  render: (args) => (
    <Stack gap="md">
      <Switch
        label="Esenciales"
        description="Necesarias para iniciar sesión y recordar tus preferencias."
        checked
        disabled
      />
      <Switch {...args} label="Funcionales" description="Recuerdan ajustes como el idioma." />
      <Switch {...args} label="Analíticas" description="Nos ayudan a mejorar la aplicación." />
      <Switch {...args} label="Marketing" description="Muestran información sobre novedades." />
    </Stack>
  ),
};

function ControlledSwitch(args: SwitchProps) {
  const [checked, setChecked] = useState(false);
  return (
    <Stack gap="sm">
      <Switch
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange?.(next);
        }}
      />
      <Text
        size="sm"
        tone="muted"
        data-testid="value"
      >{`Valor: ${checked ? 'activado' : 'desactivado'}`}</Text>
    </Stack>
  );
}

/** The story owns the state and shows it. */
export const Controlled: Story = {
  render: (args) => <ControlledSwitch {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Cookies analíticas' })).not.toBeChecked();
    await expect(canvas.getByTestId('value')).toHaveTextContent('Valor: desactivado');
  },
};

/** Clicking the label turns the controlled switch on; Space turns it off again. Ends off and focused. */
export const ControlledLabelAndSpaceToggle: Story = {
  tags: ['test-only'],
  render: (args) => <ControlledSwitch {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Cookies analíticas'));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByTestId('value')).toHaveTextContent('Valor: activado');
    await userEvent.keyboard(' ');
    await expect(canvas.getByTestId('value')).toHaveTextContent('Valor: desactivado');
  },
};
