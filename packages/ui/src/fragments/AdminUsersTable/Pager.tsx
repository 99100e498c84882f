import { Button } from '../../components/Button';
import * as es from '../../i18n/es';
import * as styles from './AdminUsersTable.css';

/** Copy of the admin tables' pager; defaults from `es.admin.pagination`. */
export type AdminPagerLabels = {
  label: string;
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
};

/**
 * 'Página 2 de 5' with 'Anterior' / 'Siguiente' under an admin table; the total on the left. Hidden
 * while everything fits one page.
 */
export function AdminPager({
  page,
  pageSize,
  total,
  totalText,
  onPageChange,
  labels: overrides,
}: {
  page: number;
  pageSize: number;
  total: number;
  totalText: string;
  onPageChange?: ((page: number) => void) | undefined;
  labels?: Partial<AdminPagerLabels> | undefined;
}) {
  const labels: AdminPagerLabels = { ...es.admin.pagination, ...overrides };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={labels.label} data-slot="admin-pager">
      <p className={styles.muted}>{totalText}</p>
      {pages > 1 && onPageChange ? (
        <div className={styles.pagerButtons}>
          <Button
            size="sm"
            variant="outline"
            tone="neutral"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            {labels.previous}
          </Button>
          <span className={styles.muted} aria-live="polite">
            {labels.page(page, pages)}
          </span>
          <Button
            size="sm"
            variant="outline"
            tone="neutral"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            {labels.next}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

/** '2026-03-05T…' → '05/03/2026' (the UTC day; no clock read). */
export function spanishDay(iso: string): string {
  return iso.slice(0, 10).split('-').reverse().join('/');
}
