export {
  AuditLogTable,
  auditLogTableStates,
  auditActions,
  auditOutcomes,
  emptyAuditFilters,
} from './AuditLogTable';
export type {
  AuditEntryItem,
  AuditFilters,
  AuditLogTableLabels,
  AuditLogTableProps,
  AuditLogTableState,
} from './AuditLogTable';
