import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Briefcase, FileText, Gavel, Scale, Search, Sparkles } from 'lucide-react';
import { Icon, iconSizes } from './Icon';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { icon: Scale, size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: iconSizes },
    icon: { control: false },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive tech, no role. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const svg = canvasElement.querySelector('svg[data-slot="icon"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Playground: Story = { args: { label: '' } };

/** With `label` it is an image with that name. */
export const Labelled: Story = {
  args: { label: 'Derecho civil' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Derecho civil' });
    await expect(img).not.toHaveAttribute('aria-hidden');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="md" align="end">
      {iconSizes.map((size) => (
        <Stack key={size} gap="2xs" align="center">
          <Icon {...args} size={size} />
          <Text size="xs" tone="muted">
            {size}
          </Text>
        </Stack>
      ))}
    </Inline>
  ),
};

/** Icons take the text colour. */
export const InText: Story = {
  render: () => (
    <Stack gap="xs">
      {(
        [
          [FileText, 'Documentos', 'neutral'],
          [Briefcase, 'Casos', 'muted'],
          [Gavel, 'Jurisprudencia', 'accent'],
          [Search, 'Búsqueda Legal', 'positive'],
          [Sparkles, 'IA Enhanced', 'warning'],
        ] as const
      ).map(([icon, label, tone]) => (
        <Text key={label} tone={tone}>
          <Inline as="span" gap="xs">
            <Icon icon={icon} size="sm" />
            {label}
          </Inline>
        </Text>
      ))}
    </Stack>
  ),
};
