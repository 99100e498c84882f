import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, alignments, justifications } from './Stack';
import { Box, spaces } from '../Box';
import { Inline } from '../Inline';
import { Text } from '../Text';

/** A placeholder child. */
function Item({ children }: { children: string }) {
  return (
    <Box background="accentSoft" paddingX="sm" paddingY="xs" radius="sm">
      <Text size="sm" tone="inherit">
        {children}
      </Text>
    </Box>
  );
}

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    gap: 'md',
    children: [
      <Item key="1">Hechos</Item>,
      <Item key="2">Fundamentos de derecho</Item>,
      <Item key="3">Suplico</Item>,
    ],
  },
  argTypes: {
    gap: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: alignments },
    justify: { control: 'inline-radio', options: justifications },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Hechos').closest('[data-slot="stack"]');
    await expect(stack).not.toBeNull();
    await expect(getComputedStyle(stack as Element).flexDirection).toBe('column');
  },
};

export const Playground: Story = { args: { align: 'start' } };

/** The gap scale. */
export const Gaps: Story = {
  render: (args) => (
    <Inline gap="lg" align="start">
      {(['2xs', 'xs', 'sm', 'md', 'lg', 'xl'] as const).map((gap) => (
        <Stack key={gap} {...args} gap={gap}>
          <Text size="xs" tone="muted">{`gap="${gap}"`}</Text>
          <Item>A</Item>
          <Item>B</Item>
          <Item>C</Item>
        </Stack>
      ))}
    </Inline>
  ),
};

/** Cross-axis alignment. */
export const Alignments: Story = {
  render: (args) => (
    <Inline gap="lg" align="start">
      {alignments.map((align) => (
        <Box key={align} border radius="md" padding="sm" style={{ width: '12rem' }}>
          <Stack {...args} align={align} gap="xs">
            <Text size="xs" tone="muted">{`align="${align}"`}</Text>
            <Item>Corto</Item>
            <Item>Un elemento más largo</Item>
          </Stack>
        </Box>
      ))}
    </Inline>
  ),
};
