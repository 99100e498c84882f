import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes, spinnerTones } from './Spinner';
import { Button } from '../Button';
import { Inline } from '../../primitives/Inline';
import { Text } from '../../primitives/Text';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status named 'Cargando...' by default; the text is in the DOM but not on screen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Cargando...');
    const text = canvas.getByText('Cargando...');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Playground: Story = { args: { size: 'md', tone: 'accent', label: 'Cargando...' } };

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="lg">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Cargando (${size})`} />
      ))}
    </Inline>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Inline gap="lg">
      {spinnerTones.map((tone) => (
        <Spinner key={tone} {...args} tone={tone} label={`Cargando (${tone})`} />
      ))}
    </Inline>
  ),
};

/** With a visible text (spec: 'Cargando informes...'): the status label repeats it for screen readers. */
export const WithText: Story = {
  args: { label: 'Cargando informes...' },
  render: (args) => (
    <Inline gap="xs">
      <Spinner {...args} size="sm" />
      <Text size="sm" tone="muted" aria-hidden>
        Cargando informes...
      </Text>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando informes...');
  },
};

/** Inside a busy button ('Creando...'), in the button's text colour. */
export const InButton: Story = {
  render: () => (
    <Button disabled startIcon={<Spinner size="sm" tone="inherit" label="Creando informe" />}>
      Creando...
    </Button>
  ),
};
