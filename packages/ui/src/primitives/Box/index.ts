export { Box, spaces, backgrounds } from './Box';
export type { BoxProps, Space } from './Box';
