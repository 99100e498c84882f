export { AppHeader } from './AppHeader';
export type { AppHeaderProps, AppHeaderLabels } from './AppHeader';
