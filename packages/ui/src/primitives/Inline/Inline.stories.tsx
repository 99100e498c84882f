import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from './Inline';
import { alignments, justifications } from '../Stack';
import { Box, spaces } from '../Box';
import { Stack } from '../Stack';
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

const tags = ['Civil', 'Penal', 'Laboral', 'Administrativo', 'Comercial', 'Familiar'];

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  args: { gap: 'sm', children: tags.map((t) => <Item key={t}>{t}</Item>) },
  argTypes: {
    gap: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: alignments },
    justify: { control: 'inline-radio', options: justifications },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByText('Civil').closest('[data-slot="inline"]');
    await expect(row).not.toBeNull();
    await expect(getComputedStyle(row as Element).flexWrap).toBe('wrap');
  },
};

export const Playground: Story = { args: { justify: 'start', wrap: true } };

/** Wraps onto new lines in a narrow container; `wrap={false}` keeps one line. */
export const Wrapping: Story = {
  render: (args) => (
    <Stack gap="lg">
      {[true, false].map((wrap) => (
        <Box
          key={String(wrap)}
          border
          radius="md"
          padding="sm"
          style={{ maxWidth: '20rem', overflow: 'hidden' }}
        >
          <Stack gap="xs">
            <Text size="xs" tone="muted">{`wrap={${wrap}}`}</Text>
            <Inline {...args} wrap={wrap} />
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
};

/** Main-axis distribution. */
export const Justify: Story = {
  render: (args) => (
    <Stack gap="sm">
      {justifications.map((justify) => (
        <Box key={justify} border radius="md" padding="sm">
          <Inline {...args} justify={justify}>
            <Item>{justify}</Item>
            <Item>Anterior</Item>
            <Item>Siguiente</Item>
          </Inline>
        </Box>
      ))}
    </Stack>
  ),
};
