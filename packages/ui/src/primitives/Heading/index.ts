export { Heading, headingLevels, headingSizes } from './Heading';
export type { HeadingProps } from './Heading';
