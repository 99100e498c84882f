import { fileURLToPath } from 'node:url';
import { withCustomConfig, type ComponentDoc, type ParserOptions } from 'react-docgen-typescript';
import { describe, expect, it } from 'vitest';
import config from '../.storybook/main.ts';

const ui = (file: string) => fileURLToPath(new URL(`../packages/ui/src/${file}`, import.meta.url));

/** Parses a ui source file the way Storybook's docgen plugin does, with the options of .storybook/main.ts. */
function docsOf(file: string): ComponentDoc[] {
  const typescript = config.typescript as {
    reactDocgenTypescriptOptions?: ParserOptions & { tsconfigPath?: string };
  };
  const { tsconfigPath, ...options } = typescript.reactDocgenTypescriptOptions ?? {};
  expect(tsconfigPath, 'docgen reads the ui package tsconfig').toBe(ui('../tsconfig.json'));
  // The Vite plugin sets this itself (preset of @storybook/react-vite).
  return withCustomConfig(tsconfigPath!, { ...options, savePropValueAsString: true }).parse(ui(file));
}

describe('Storybook docgen (Docs pages: descriptions and prop tables)', () => {
  it("reads Button's JSDoc from the source, with every own prop and its default", () => {
    const button = docsOf('components/Button/Button.tsx').find((doc) => doc.displayName === 'Button');
    expect(button?.description).toMatch(/action button/);
    const props = button!.props;
    for (const name of ['asChild', 'startIcon', 'endIcon', 'fullWidth', 'variant', 'tone', 'size']) {
      expect(props, name).toHaveProperty(name);
    }
    expect(props.asChild!.description).toMatch(/router Link/);
    expect(props.asChild!.defaultValue).toEqual({ value: 'false' });
    expect(props.startIcon!.description).toBe('Icon before the label.');
    // The ~250 DOM attributes of ComponentProps<'button'> stay out of the table.
    expect(props).not.toHaveProperty('onClick');
    expect(props).not.toHaveProperty('aria-label');
  }, 60_000);

  it('keeps the Radix props of the widgets that wrap Radix', () => {
    const docs = docsOf('components/Dialog/Dialog.tsx');
    const root = docs.find((doc) => doc.displayName === 'Dialog.Root');
    // Declared only in @radix-ui/react-dialog's types.
    expect(Object.keys(root?.props ?? {})).toEqual(
      expect.arrayContaining(['open', 'defaultOpen', 'onOpenChange', 'modal']),
    );
    const content = docs.find((doc) => doc.displayName === 'Dialog.Content');
    expect(content?.props).toHaveProperty('onEscapeKeyDown');
    expect(content?.props).not.toHaveProperty('className');
  }, 60_000);
});
