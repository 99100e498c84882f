import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { workspaceAliases } from '../tooling/aliases.ts';

/** The ui package's own tsconfig: docgen reads the component sources (JSDoc, defaults) through it. */
const uiTsconfig = fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url));

/**
 * Props declared in node_modules (the ~250 DOM attributes of `ComponentProps<'button'>`, React's own) stay out
 * of the tables; Radix's are kept, since `open`, `onOpenChange`, `defaultValue`… are the API of the widgets
 * that wrap it (HOUSE-STYLE §4).
 */
function keepProp(prop: { parent?: { fileName: string } }): boolean {
  const file = prop.parent?.fileName;
  if (!file || !file.includes('node_modules')) return true;
  return /node_modules\/(@radix-ui|radix-ui)\//.test(file);
}

/** Storybook for @alegato/ui: every story is documentation, a test (addon-vitest) and a visual baseline. */
const tokenContract = fileURLToPath(new URL('../packages/ui/src/tokens/contract.css.ts', import.meta.url));
const TOKEN_COMMENTS = 'virtual:token-comments';

/**
 * `virtual:token-comments`: the one-line comment of each colour token in contract.css.ts, for the Color
 * page (a `?raw` import of a `.css.ts` file would go through vanilla-extract instead).
 */
const tokenComments = {
  name: 'alegato:token-comments',
  resolveId: (id: string) => (id === TOKEN_COMMENTS ? `\0${TOKEN_COMMENTS}` : undefined),
  async load(this: { addWatchFile(file: string): void }, id: string) {
    if (id !== `\0${TOKEN_COMMENTS}`) return undefined;
    this.addWatchFile(tokenContract);
    const source = await readFile(tokenContract, 'utf8');
    const block = /\n {2}color: \{([\s\S]*?)\n {2}\},/.exec(source)?.[1] ?? '';
    const comments = Object.fromEntries(
      [...block.matchAll(/\/\*\*\s*([\s\S]*?)\s*\*\/\s*\n\s*(\w+): null/g)].map((m) => [m[2], m[1]]),
    );
    return `export const colorComments = ${JSON.stringify(comments)};`;
  },
};

const config: StorybookConfig = {
  // MDX: the Introduction, Foundations and usage guides (packages/ui/src/docs).
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../packages/ui/src/**/*.mdx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // A story whose play function clicks, types or focuses leaves the canvas in its end state: it is a test,
  // not a showcase. Tagged `test-only`, it still runs in the story suite and is still shot by the visual
  // runner, but designers do not meet it in the sidebar or on Docs pages (CONTRIBUTING, Storybook).
  tags: { 'test-only': { excludeFromSidebar: true, excludeFromDocsStories: true } },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // Without it the parser uses the root tsconfig, which lists no files: props then came from stale
      // `dist/types-check` declarations or not at all.
      tsconfigPath: uiTsconfig,
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: keepProp,
    },
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), tokenComments],
      resolve: { alias: workspaceAliases },
    });
  },
};

export default config;
