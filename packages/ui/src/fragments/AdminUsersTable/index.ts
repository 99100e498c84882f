export { AdminUsersTable, adminUsersTableStates } from './AdminUsersTable';
export type {
  AdminPlanOption,
  AdminUserItem,
  AdminUsersTableLabels,
  AdminUsersTableProps,
  AdminUsersTableState,
} from './AdminUsersTable';
export { AdminPager } from './Pager';
export type { AdminPagerLabels } from './Pager';
