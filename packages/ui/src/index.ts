/**
 * @alegato/ui — the Alegato design system. Named exports only; each layer lists what it publishes.
 */
import './styles';

// Tokens
export { vars, breakpoints, lightTheme, darkTheme, brand } from './tokens';

// Copy
export { es } from './i18n/es';
export type { Labels } from './i18n/es';

// Primitives
export {
  Box,
  spaces,
  backgrounds,
  Stack,
  Inline,
  Text,
  textSizes,
  textTones,
  textWeights,
  textFonts,
  Heading,
  headingLevels,
  headingSizes,
  VisuallyHidden,
  Icon,
  iconSizes,
} from './primitives';
export type {
  BoxProps,
  Space,
  StackProps,
  InlineProps,
  TextProps,
  HeadingProps,
  VisuallyHiddenProps,
  IconProps,
} from './primitives';

// Components
export { Button, buttonClass, buttonVariants, buttonTones, buttonSizes } from './components/Button';
export type { ButtonProps } from './components/Button';
