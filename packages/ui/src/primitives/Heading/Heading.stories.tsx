import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingLevels, headingSizes } from './Heading';
import { Stack } from '../Stack';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { children: 'Generador de Informes' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    font: { control: 'inline-radio', options: ['sans', 'serif'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An `h2` by default. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Generador de Informes' }),
    ).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { level: 2, font: 'sans', align: 'start' } };

/** Levels 1–6 with their default sizes. */
export const Levels: Story = {
  render: (args) => (
    <Stack gap="sm">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>{`Nivel ${level} · Casos`}</Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Nivel ${level}`);
    }
  },
};

/** Size is independent of level: an `h3` can look like any size. */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap="sm">
      {headingSizes.map((size) => (
        <Heading key={size} {...args} level={3} size={size}>{`Tamaño ${size} · Documentos`}</Heading>
      ))}
    </Stack>
  ),
};

/** Serif, for the public site and legal documents. */
export const Serif: Story = {
  render: (args) => (
    <Stack gap="sm">
      <Heading {...args} level={1} font="serif">
        Tu asistente legal con inteligencia artificial
      </Heading>
      <Heading {...args} level={2} font="serif">
        Fundamentos de Derecho
      </Heading>
      <Heading {...args} level={3} font="serif" align="center">
        AL JUZGADO DE PRIMERA INSTANCIA
      </Heading>
    </Stack>
  ),
};
