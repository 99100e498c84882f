import type { ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

export type TabsRootProps = {
  /** Controlled selected tab. */
  value?: string;
  /** Initially selected tab when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
} & Omit<ComponentProps<typeof RadixTabs.Root>, 'value' | 'defaultValue' | 'onValueChange'>;

/** Holds the selected tab: `value/defaultValue/onValueChange`. */
function TabsRoot({ className, ...rest }: TabsRootProps) {
  return <RadixTabs.Root data-slot="tabs" className={cx(styles.root, className)} {...rest} />;
}

export type TabsListProps = ComponentProps<typeof RadixTabs.List>;

/**
 * The row of tabs (role `tablist`). Needs an accessible name (`aria-label`) when no heading names it.
 * Arrow keys move between tabs, Home/End jump to the ends.
 */
function TabsList({ className, ...rest }: TabsListProps) {
  return <RadixTabs.List data-slot="tabs-list" className={cx(styles.list, className)} {...rest} />;
}

export type TabsTriggerProps = ComponentProps<typeof RadixTabs.Trigger>;

/** One tab (role `tab`); `value` links it to its `Tabs.Content`. */
function TabsTrigger({ className, ...rest }: TabsTriggerProps) {
  return <RadixTabs.Trigger data-slot="tabs-trigger" className={cx(styles.trigger, className)} {...rest} />;
}

export type TabsContentProps = ComponentProps<typeof RadixTabs.Content>;

/** The panel (role `tabpanel`) shown while its tab is selected. */
function TabsContent({ className, ...rest }: TabsContentProps) {
  return <RadixTabs.Content data-slot="tabs-content" className={cx(styles.content, className)} {...rest} />;
}

/**
 * Tabbed panels (Radix Tabs): `Tabs.Root`, `Tabs.List`, `Tabs.Trigger`, `Tabs.Content`. Selection follows
 * focus (automatic activation).
 */
export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
};
