import type { Preview } from '@storybook/react-vite';
import { withThemeByClassName } from '@storybook/addon-themes';
import { lightTheme, darkTheme } from '../packages/ui/src/tokens';
import '../packages/ui/src/styles';
import '../packages/ui/src/tokens/fonts.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // HOUSE-STYLE §15: accessibility violations fail the story's test.
    a11y: { test: 'error' },
  },
  decorators: [
    withThemeByClassName({
      themes: { claro: lightTheme, oscuro: darkTheme },
      defaultTheme: 'claro',
      parentSelector: 'html',
    }),
  ],
  initialGlobals: { backgrounds: { disabled: true } },
};

export default preview;
