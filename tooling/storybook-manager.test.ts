import { describe, expect, it } from 'vitest';
import { palette, scale } from '../packages/ui/src/tokens/scale.ts';
import { managerTheme } from '../.storybook/managerTheme.ts';

describe('Storybook manager theme', () => {
  it("is branded 'Alegato' in the tokens' accent and faces", () => {
    expect(managerTheme.brandTitle).toBe('Alegato');
    expect(managerTheme.colorPrimary).toBe(palette.burgundy600);
    expect(managerTheme.barSelectedColor).toBe(palette.burgundy600);
    expect(managerTheme.fontBase).toBe(scale.font.sans);
  });
});
