import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FlaskConical, Sparkles } from 'lucide-react';
import { Badge, badgeSizes, badgeTones, badgeVariants } from './Badge';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { Box } from '../../primitives/Box';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Borrador' },
  argTypes: {
    variant: { control: 'inline-radio', options: badgeVariants },
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Borrador').closest('[data-slot="badge"]');
    await expect(badge).toHaveAttribute('data-variant', 'soft');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Playground: Story = { args: { variant: 'solid', tone: 'accent', size: 'md' } };

/** Every variant in every tone, on the page background and on a surface. */
export const Variants: Story = {
  render: (args) => (
    <Stack gap="md">
      {(['surface', undefined] as const).map((background) => (
        <Box key={background ?? 'page'} background={background} padding="md" radius="md">
          <Stack gap="sm">
            {badgeVariants.map((variant) => (
              <Inline key={variant} gap="xs">
                {badgeTones.map((tone) => (
                  <Badge key={tone} {...args} variant={variant} tone={tone}>
                    {`${variant} ${tone}`}
                  </Badge>
                ))}
              </Inline>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm">
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size}>
          {`Tamaño ${size}`}
        </Badge>
      ))}
    </Inline>
  ),
};

/** Badges named by the spec: 'IA Enhanced', the navigation's MCP and DEV, and the header's 'Testing'. */
export const FromTheSpec: Story = {
  render: () => (
    <Inline gap="sm">
      <Badge tone="info" icon={Sparkles}>
        IA Enhanced
      </Badge>
      <Badge tone="accent" size="sm">
        MCP
      </Badge>
      <Badge tone="neutral" variant="outline" size="sm">
        DEV
      </Badge>
      <Badge tone="orange" variant="solid" icon={FlaskConical}>
        Testing
      </Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const testing = canvas.getByText('Testing').closest('[data-slot="badge"]');
    await expect(testing).toHaveAttribute('data-tone', 'orange');
  },
};

/** A long label truncates inside a narrow container instead of overflowing. */
export const LongLabel: Story = {
  args: { children: 'Pendiente de revisión por el cliente antes del envío al juzgado' },
  decorators: [
    (Story) => (
      <div style={{ width: '12rem' }}>
        <Story />
      </div>
    ),
  ],
};
