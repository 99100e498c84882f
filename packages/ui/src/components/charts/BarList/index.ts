export { BarList } from './BarList';
export type { BarListItem, BarListProps } from './BarList';
