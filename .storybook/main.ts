import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
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
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
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
      plugins: [vanillaExtractPlugin()],
      resolve: { alias: workspaceAliases },
    });
  },
};

export default config;
