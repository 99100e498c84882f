export * from './Box';
export * from './Stack';
export * from './Inline';
export * from './Text';
export * from './Heading';
export * from './VisuallyHidden';
export * from './Icon';
export * from './Section';
