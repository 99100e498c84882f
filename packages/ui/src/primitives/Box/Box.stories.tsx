import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, backgrounds, spaces } from './Box';
import { Stack } from '../Stack';
import { Inline } from '../Inline';
import { Text } from '../Text';

const radii = ['none', 'sm', 'md', 'lg', 'xl', 'full'] as const;
const shadows = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: {
    padding: 'md',
    background: 'surface',
    radius: 'md',
    border: true,
    children: <Text size="sm">Contenido dentro de una caja con relleno, fondo, radio y borde.</Text>,
  },
  argTypes: {
    padding: { control: 'select', options: spaces },
    paddingX: { control: 'select', options: spaces },
    paddingY: { control: 'select', options: spaces },
    background: { control: 'select', options: backgrounds },
    radius: { control: 'select', options: radii },
    shadow: { control: 'select', options: shadows },
    children: { control: false },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Contenido dentro de una caja/).parentElement;
    await expect(box).toHaveAttribute('data-slot', 'box');
  },
};

export const Playground: Story = { args: { shadow: 'sm' } };

/** Every background token, with the text colour it pairs with. */
export const Backgrounds: Story = {
  render: (args) => (
    <Inline gap="sm">
      {backgrounds.map((background) => (
        <Box key={background} {...args} background={background}>
          <Text size="sm" tone="inherit">
            {background}
          </Text>
        </Box>
      ))}
    </Inline>
  ),
};

/** The padding scale, from `none` to `4xl`. */
export const Padding: Story = {
  render: (args) => (
    <Stack gap="xs" align="start">
      {spaces.map((space) => (
        <Box key={space} {...args} background="accentSoft" border={false} padding={space}>
          <Text size="xs" tone="inherit">{`padding="${space}"`}</Text>
        </Box>
      ))}
    </Stack>
  ),
};

export const RadiiAndShadows: Story = {
  render: (args) => (
    <Stack gap="lg">
      <Inline gap="sm">
        {radii.map((radius) => (
          <Box key={radius} {...args} radius={radius}>
            <Text size="xs">{`radius="${radius}"`}</Text>
          </Box>
        ))}
      </Inline>
      <Inline gap="lg">
        {shadows.map((shadow) => (
          <Box key={shadow} {...args} border={false} shadow={shadow}>
            <Text size="xs">{`shadow="${shadow}"`}</Text>
          </Box>
        ))}
      </Inline>
    </Stack>
  ),
};

/** `as` changes the element, e.g. a `section` landmark with a name. */
export const AsSection: Story = {
  render: (args) => (
    <Box {...args} as="section" aria-label="Resumen del caso">
      <Text size="sm">Reclamación de cantidad por facturas impagadas.</Text>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Resumen del caso' })).toBeInTheDocument();
  },
};
