export { AppLayout } from './AppLayout';
export type { AppLayoutProps, AppLayoutLabels } from './AppLayout';
