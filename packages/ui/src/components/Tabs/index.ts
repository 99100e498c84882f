export { Tabs } from './Tabs';
export type { TabsRootProps, TabsListProps, TabsTriggerProps, TabsContentProps } from './Tabs';
