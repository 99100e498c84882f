import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { BenefitList } from './BenefitList';
import { longBenefitLabels, longBenefits } from './BenefitList.fixtures';

const meta = {
  title: 'Fragments/Marketing/BenefitList',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-benefitlist',
  component: BenefitList,
  args: { id: 'ventajas' },
  argTypes: { benefits: { control: false } },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof BenefitList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three benefits of es.landing.benefits as list items, each with an h3. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Más tiempo para lo que de verdad importa' });
    await expect(section).toHaveAttribute('id', 'ventajas');
    await expect(within(section).getByText('Por qué Alegato')).toBeInTheDocument();
    const list = within(section).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const titles = items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent);
    await expect(titles).toEqual([
      'Ahorro de tiempo',
      'Precisión verificable',
      'Cumplimiento RGPD y confidencialidad',
    ]);
  },
};

/** Controls for every prop, including `labels`. */
export const Playground: Story = {
  args: { labels: { eyebrow: 'Por qué Alegato', title: 'Más tiempo para lo que de verdad importa' } },
  argTypes: { labels: { control: 'object' } },
};

/** Long titles and descriptions wrap; nothing overflows. */
export const LongContent: Story = {
  args: { benefits: longBenefits, labels: longBenefitLabels },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="benefit-list"]');
    await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth);
  },
};

/** Phone width (390 px): blurbs stack, icon beside the text. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first!.getBoundingClientRect().left).toBe(second!.getBoundingClientRect().left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
