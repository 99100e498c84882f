import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { viewports } from '../../tokens/contract.css';
import { FeatureGrid } from './FeatureGrid';
import { longFeatures } from './FeatureGrid.fixtures';

const meta = {
  title: 'Fragments/Marketing/FeatureGrid',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-featuregrid',
  component: FeatureGrid,
  args: { id: 'funcionalidades' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { ...MINIMAL_VIEWPORTS, ...viewports } },
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', {
      name: 'Todo lo que tu despacho necesita, en un solo lugar',
    });
    await expect(section).toHaveAttribute('id', 'funcionalidades');
    await expect(within(section).getByRole('heading', { level: 2 })).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    await expect(titles).toEqual([
      'Análisis de documentos legales',
      'Búsqueda inteligente de jurisprudencia',
      'Insights predictivos',
      'Seguridad y confidencialidad',
      'Colaboración en equipo',
      'Informes y escritos con IA',
    ]);
  },
};

export const Playground: Story = {
  args: { labels: { eyebrow: 'Funcionalidades', title: 'Todo lo que necesitas', lead: '' } },
};

export const LongContent: Story = { args: { features: longFeatures } };

/** Phone width (390 px): a single column. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first!.getBoundingClientRect().left).toBe(second!.getBoundingClientRect().left);
  },
};
