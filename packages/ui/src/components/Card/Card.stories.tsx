import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Card, cardPaddings, cardVariants, type CardRootProps } from './Card';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Inline } from '../../primitives/Inline';
import { Text } from '../../primitives/Text';

const meta = {
  title: 'Components/Card',
  component: Card.Root,
  args: { variant: 'outline', padding: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  render: (args) => (
    <Card.Root style={{ maxWidth: '26rem' }} {...args}>
      <Card.Header>
        <Inline justify="between" align="start" wrap={false}>
          <Card.Title>Demanda de reclamación de cantidad</Card.Title>
          <Badge tone="warning" size="sm">
            Borrador
          </Badge>
        </Inline>
        <Card.Description>Demanda civil · Cliente: Construcciones Levante, S.L.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Text size="sm">
          Reclamación de 18.450,00 € por facturas impagadas de la obra de la calle Colón, 14.
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button size="sm" variant="outline" tone="neutral">
          Ver
        </Button>
        <Button size="sm" variant="outline" tone="neutral">
          Editar
        </Button>
      </Card.Footer>
    </Card.Root>
  ),
} satisfies Meta<typeof Card.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Demanda de reclamación de cantidad' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading').closest('[data-slot="card"]')).toHaveAttribute(
      'data-variant',
      'outline',
    );
  },
};

export const Playground: Story = {};

export const Elevated: Story = { args: { variant: 'elevated' } };

export const Soft: Story = { args: { variant: 'soft' } };

/** Every variant side by side on the page background. */
export const Variants: Story = {
  render: (args) => (
    <Inline gap="md" align="stretch">
      {cardVariants.map((variant) => (
        <Card.Root key={variant} {...args} variant={variant} style={{ width: '14rem' }}>
          <Card.Header>
            <Card.Title>{variant}</Card.Title>
            <Card.Description>Tarjeta de ejemplo.</Card.Description>
          </Card.Header>
        </Card.Root>
      ))}
    </Inline>
  ),
};

function CardLink(args: CardRootProps) {
  return (
    <Card.Root style={{ maxWidth: '26rem' }} {...args} asChild>
      <a href="#informe-42">
        <Card.Header>
          <Card.Title>Contrato de arrendamiento de vivienda</Card.Title>
          <Card.Description>Actualizado hace 3 horas</Card.Description>
        </Card.Header>
      </a>
    </Card.Root>
  );
}

/** `asChild` on a link: the whole card is one link with hover and focus styles. */
export const AsLink: Story = {
  render: CardLink,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Contrato de arrendamiento de vivienda/ });
    await expect(link).toHaveAttribute('data-slot', 'card');
    await expect(link).toHaveAttribute('href', '#informe-42');
  },
};

/**
 * The card link is reached with Tab. Card has no prop for its focus look, so this story's shot is where the
 * linked card's focus ring shows.
 */
export const AsLinkTakesFocus: Story = {
  tags: ['test-only'],
  render: CardLink,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Contrato de arrendamiento de vivienda/ });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Long titles wrap rather than overflow. */
export const LongContent: Story = {
  render: (args) => (
    <Card.Root style={{ maxWidth: '26rem' }} {...args}>
      <Card.Header>
        <Card.Title>
          Recurso de apelación contra la sentencia del Juzgado de Primera Instancia número 7 de Valencia en el
          procedimiento ordinario 1234/2024
        </Card.Title>
        <Card.Description>
          Recurso · Cliente: Comunidad de Propietarios Avenida del Puerto, 112
        </Card.Description>
      </Card.Header>
    </Card.Root>
  ),
};
