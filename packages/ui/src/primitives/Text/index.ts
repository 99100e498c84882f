export { Text, textSizes, textTones, textWeights, textFonts } from './Text';
export type { TextProps } from './Text';
