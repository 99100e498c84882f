import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { MarketingFigures, marketingFiguresHeadingLevels, marketingFiguresLayouts } from './MarketingFigures';
import { longFigures } from './MarketingFigures.fixtures';

const meta = {
  title: 'Fragments/Marketing/MarketingFigures',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-marketingfigures',
  component: MarketingFigures,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: marketingFiguresHeadingLevels },
    layout: { control: 'inline-radio', options: marketingFiguresLayouts },
    figures: { control: 'object' },
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof MarketingFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's four figures, exactly as written, each paired with its label. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Alegato en cifras' })).toBeInTheDocument();
    const values = [...canvasElement.querySelectorAll('dd')].map((dd) => dd.textContent);
    await expect(values).toEqual(['42', '86,81\u00a0%', '2:14', '31']);
    const terms = [...canvasElement.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toEqual([
      'Documentos analizados',
      'Precisión',
      'Tiempo de procesamiento',
      'Endpoints',
    ]);
    const accuracy = canvasElement.querySelectorAll('[data-slot="marketing-figure"]')[1] as HTMLElement;
    await expect(within(accuracy).getByText('86,81 %')).toBeVisible();
  },
};

/** Controls for every prop. */
export const Playground: Story = {
  args: { headingLevel: 2, layout: 'row', labels: { title: 'Alegato en cifras' } },
  argTypes: { labels: { control: 'object' } },
};

/** Without a heading (the surrounding section names the figures). */
export const WithoutTitle: Story = {
  args: { labels: { title: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('2:14')).toBeVisible();
  },
};

/** The 2 × 2 arrangement used inside BetaCallToAction. */
export const Grid: Story = {
  args: { layout: 'grid' },
  play: async ({ canvasElement }) => {
    const [first, , third] = canvasElement.querySelectorAll('[data-slot="marketing-figure"]');
    await expect(first!.getBoundingClientRect().left).toBe(third!.getBoundingClientRect().left);
  },
};

/** Long labels and a wide value wrap inside their tiles. */
export const LongContent: Story = {
  args: { figures: longFigures },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="marketing-figures"]');
    await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth);
  },
};

/** Phone width (390 px): two columns. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first, , third] = canvasElement.querySelectorAll('[data-slot="marketing-figure"]');
    await expect(first!.getBoundingClientRect().left).toBe(third!.getBoundingClientRect().left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
