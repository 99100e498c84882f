import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text, textFonts, textSizes, textTones, textWeights } from './Text';
import { Stack } from '../Stack';
import { Box } from '../Box';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: {
    children: 'Los documentos se analizan con inteligencia artificial y se citan sus fuentes.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    font: { control: 'inline-radio', options: textFonts },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'justify'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Los documentos se analizan/);
    await expect(text.tagName).toBe('P');
    await expect(text).toHaveAttribute('data-slot', 'text');
  },
};

export const Playground: Story = {
  args: { size: 'md', tone: 'neutral', weight: 'regular', font: 'sans', align: 'start' },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>{`${size} · Búsqueda Legal`}</Text>
      ))}
    </Stack>
  ),
};

/** Every tone, on the page background and on a surface. */
export const Tones: Story = {
  render: (args) => (
    <Stack gap="md">
      {(['surface', undefined] as const).map((background) => (
        <Box key={background ?? 'page'} background={background} padding="md" radius="md">
          <Stack gap="xs">
            {textTones.map((tone) => (
              <Text key={tone} {...args} tone={tone}>{`${tone} · Informe actualizado correctamente`}</Text>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>{`${weight} · Generador de Informes`}</Text>
      ))}
    </Stack>
  ),
};

export const Fonts: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textFonts.map((font) => (
        <Text
          key={font}
          {...args}
          font={font}
        >{`${font} · Art. 1101 del Código Civil — ECLI:ES:TS:2024:1234`}</Text>
      ))}
    </Stack>
  ),
};

/** Legal text: serif, relaxed measure, justified with hyphenation, on paper. */
export const LegalParagraph: Story = {
  render: () => (
    <Box background="paper" padding="xl" radius="md" border style={{ maxWidth: '40rem' }} lang="es">
      <Stack gap="md">
        <Text font="serif" weight="bold" align="center">
          AL JUZGADO DE PRIMERA INSTANCIA DE VALENCIA
        </Text>
        <Text font="serif" align="justify">
          Doña María García López, Procuradora de los Tribunales, en nombre y representación de Construcciones
          Levante, S.L., según acredito mediante copia de escritura de poder que acompaño, ante el Juzgado
          comparezco y, como mejor proceda en Derecho, DIGO:
        </Text>
        <Text font="serif" align="justify">
          PRIMERO.- Que mi representada suscribió con la demandada un contrato de obra el 3 de marzo de 2024,
          por importe de 18.450,00 €, cuyo pago debía efectuarse en el plazo de treinta días desde la
          recepción de cada certificación, conforme al artículo 1091 del Código Civil.
        </Text>
      </Stack>
    </Box>
  ),
};

/** `truncate` cuts a long line with an ellipsis. */
export const Truncated: Story = {
  args: {
    truncate: true,
    children:
      'Recurso de apelación contra la sentencia del Juzgado de Primera Instancia número 7 de Valencia en el procedimiento ordinario 1234/2024',
  },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Text {...args} />
    </div>
  ),
};
