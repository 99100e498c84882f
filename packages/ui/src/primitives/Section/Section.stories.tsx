import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Text } from '../Text';
import { Section } from './Section';

const meta = {
  title: 'Primitives/Section',
  component: Section,
  args: {
    spacing: 'band',
    children: (
      <Box background="accentSoft" padding="md" radius="sm">
        <Text tone="inherit">
          Contenido de la banda: la columna de la página, centrada y con los márgenes de cada tamaño de
          pantalla.
        </Text>
      </Box>
    ),
  },
  argTypes: { spacing: { control: 'inline-radio', options: ['none', 'band'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A band of the public site: the content column with the vertical rhythm between bands. */
export const Band: Story = {
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('div > div') as HTMLElement;
    const style = getComputedStyle(section);
    await expect(style.marginInlineStart).toBe(style.marginInlineEnd);
    await expect(Number.parseFloat(style.paddingBlockStart)).toBeGreaterThan(0);
  },
};

/** The column only (a header or footer lays out its own rhythm). */
export const ColumnOnly: Story = {
  args: { spacing: 'none' },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('div > div') as HTMLElement;
    await expect(Number.parseFloat(getComputedStyle(section).paddingBlockStart)).toBe(0);
  },
};
