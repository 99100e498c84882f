import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles';
import '../packages/ui/src/tokens/fonts.css';
import { ThemedDocsContainer, withTheme } from './theme';
import { DEFAULT_THEME, themeGlobalType } from './themeGlobal';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // HOUSE-STYLE §15: accessibility violations fail the story's test.
    a11y: { test: 'error' },
    // Docs pages follow the 'Tema' toolbar (page, example frames and tables in the theme's tokens).
    docs: { container: ThemedDocsContainer },
    // Sidebar: the layers bottom-up, fragments grouped by the screen or flow they belong to, the product's
    // Spanish words in the path so search finds them ('informe' → Informes). A regrouped story keeps its
    // id (meta `id` = the id of its old `Layer/Name` title). Storybook reads this literal statically:
    // keep it inline.
    options: {
      storySort: {
        order: [
          'Introducción',
          'Foundations',
          ['Color', 'Tipografía', 'Espaciado', 'Tokens'],
          'Primitives',
          'Components',
          'Fragments',
          [
            'Autenticación',
            'Aplicación',
            'Casos',
            'Documentos',
            'Informes',
            'Cuenta y planes',
            'IA Supervisor',
            'Administración',
            'Marketing',
            'Legal y cookies',
            'Estados',
          ],
          'Pages',
        ],
      },
    },
  },
  globalTypes: { theme: themeGlobalType },
  decorators: [withTheme],
  initialGlobals: { theme: DEFAULT_THEME, backgrounds: { disabled: true } },
};

export default preview;
