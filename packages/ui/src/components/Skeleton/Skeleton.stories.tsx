import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonText, skeletonShapes, skeletonSizes } from './Skeleton';
import { Card } from '../Card';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'block', size: 'md' },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    size: { control: 'inline-radio', options: skeletonSizes },
    width: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from assistive tech: it has no role and is `aria-hidden`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton).toHaveAttribute('data-shape', 'block');
  },
};

export const Playground: Story = { args: { width: '60%' } };

/** Every shape at every size. */
export const Shapes: Story = {
  render: () => (
    <Stack gap="lg">
      {skeletonShapes.map((shape) => (
        <Stack key={shape} gap="xs">
          <Text size="xs" tone="muted">
            {shape}
          </Text>
          <Inline gap="sm" align="end" wrap={false}>
            {skeletonSizes.map((size) => (
              <Skeleton key={size} shape={shape} size={size} width="25%" />
            ))}
          </Inline>
        </Stack>
      ))}
    </Stack>
  ),
};

/** `SkeletonText`: a paragraph with a shorter last line. */
export const TextLines: Story = {
  render: () => <SkeletonText lines={4} />,
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[data-slot="skeleton-text"] [data-shape="text"]');
    await expect(lines).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-slot="skeleton-text"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** A report card while the list loads. */
export const CardPlaceholder: Story = {
  render: () => (
    <Card.Root>
      <Inline gap="sm" wrap={false}>
        <Skeleton shape="circle" size="md" />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton shape="text" size="lg" width="70%" />
          <Skeleton shape="text" size="sm" width="40%" />
        </Stack>
      </Inline>
      <SkeletonText lines={3} size="sm" />
      <Inline gap="xs">
        <Skeleton shape="block" size="sm" width="4rem" />
        <Skeleton shape="block" size="sm" width="4rem" />
      </Inline>
    </Card.Root>
  ),
};
