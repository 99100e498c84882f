import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Search } from 'lucide-react';
import { VisuallyHidden } from './VisuallyHidden';
import { Icon } from '../Icon';
import { Text } from '../Text';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Texto solo para lectores de pantalla' },
  render: (args) => (
    <Text>
      Hay un texto oculto después de esta frase.
      <VisuallyHidden {...args} />
    </Text>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text is in the DOM and in the accessibility tree, but takes no visible space. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Texto solo para lectores de pantalla');
    await expect(hidden).toBeInTheDocument();
    await expect(hidden).toHaveAttribute('data-slot', 'visually-hidden');
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(hidden).position).toBe('absolute');
    await expect(getComputedStyle(hidden).overflow).toBe('hidden');
  },
};

export const Playground: Story = {};

/** Names an icon-only button. */
export const NamingAnIconButton: Story = {
  render: (args) => (
    <button type="button">
      <Icon icon={Search} size="sm" />
      <VisuallyHidden {...args}>Buscar informes</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Buscar informes' })).toBeInTheDocument();
  },
};
