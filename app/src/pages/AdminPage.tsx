import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { CACHE_TIMES, PLANS, isPlanId } from '@alegato/domain';
import {
  AdminUsersTable,
  AuditLogTable,
  ErrorState,
  Heading,
  Stack,
  SystemFigures,
  Tabs,
  Text,
  emptyAuditFilters,
  es,
  type AuditFilters,
} from '@alegato/ui';
import { HttpError } from '../api/http';
import {
  FIGURES_KEY,
  USERS_PAGE_SIZE,
  AUDIT_PAGE_SIZE,
  adminPlanOptions,
  auditKey,
  changeUser,
  downloadAuditCsv,
  fetchAudit,
  fetchFigures,
  fetchUsers,
  usersKey,
} from '../admin/api';
import { ErrorsSection } from '../admin/ErrorsSection';
import { adminCopy } from '../admin/messages';
import { PageMeta } from '../components/PageMeta';
import { authAtom } from '../state/auth';
import { toast } from '../state/toasts';
import { useRouteHandle } from '../useCurrentRoute';

const TABS = ['usuarios', 'auditoria', 'sistema', 'errores'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

/** Admin lists stay fresh for a short while: the admin acts on them (spec §7's report-detail window). */
const ADMIN_FRESH_MS = CACHE_TIMES.detailPrefetchMs;

/**
 * `/admin` (issue 14 item 5): tabs 'Usuarios' (search, plan filter, 'Cambiar plan' and 'Desactivar' /
 * 'Activar' with a reason), 'Auditoría' (filters, 'Exportar CSV'), 'Sistema' (figures and the last
 * 30 days) and 'Errores' (the grouped errors, `ErrorsSection`). The route is open to any signed-in
 * user (spec §2); the server refuses a non-admin, and the page then shows the server's message ('Solo
 * un administrador puede usar esta función.') instead of the tabs. The tab is kept in `?tab=`.
 */
export function AdminPage() {
  const handle = useRouteHandle();
  const title = handle?.title ?? 'Administración';
  const { user } = useAtomValue(authAtom);
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'usuarios';
  const setTab = (next: string) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.set('tab', next);
        return n;
      },
      { replace: true },
    );

  const [query, setQuery] = useState('');
  const [planFilter, setPlanFilter] = useState('');
  const [usersPage, setUsersPage] = useState(1);
  const users = useSWR(usersKey(query, planFilter, usersPage), fetchUsers, {
    dedupingInterval: ADMIN_FRESH_MS,
    keepPreviousData: true,
  });

  const [filters, setFilters] = useState<AuditFilters>(emptyAuditFilters);
  const [auditPage, setAuditPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  // The log is read afresh on every visit of its tab: the admin comes to it right after acting.
  const audit = useSWR(tab === 'auditoria' ? auditKey(filters, auditPage) : null, fetchAudit, {
    dedupingInterval: 0,
    keepPreviousData: true,
  });
  const figures = useSWR(tab === 'sistema' ? FIGURES_KEY : null, fetchFigures, {
    dedupingInterval: ADMIN_FRESH_MS,
  });

  const refused = [users.error, audit.error, figures.error].find(
    (e): e is HttpError => e instanceof HttpError && e.status === 403,
  );

  const afterChange = async () => {
    await Promise.all([users.mutate(), audit.mutate()]);
  };

  return (
    <>
      <PageMeta title={title} description={handle?.description ?? ''} />
      <Stack gap="lg" data-slot="admin-page">
        <Stack gap="xs">
          <Heading level={1}>{title}</Heading>
          {handle?.description ? <Text tone="muted">{handle.description}</Text> : null}
        </Stack>
        {refused ? (
          <ErrorState title={title} message={refused.message} data-slot="admin-page-refused" />
        ) : (
          <Tabs.Root value={tab} onValueChange={setTab}>
            <Tabs.List aria-label={adminCopy.tabs}>
              <Tabs.Trigger value="usuarios">{es.admin.users.title}</Tabs.Trigger>
              <Tabs.Trigger value="auditoria">{es.admin.audit.title}</Tabs.Trigger>
              <Tabs.Trigger value="sistema">{es.admin.figures.title}</Tabs.Trigger>
              <Tabs.Trigger value="errores">{adminCopy.errorsTab}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="usuarios">
              <AdminUsersTable
                state={users.error && !users.data ? 'error' : !users.data ? 'loading' : 'ready'}
                users={users.data?.users ?? []}
                total={users.data?.total ?? 0}
                page={usersPage}
                pageSize={USERS_PAGE_SIZE}
                onPageChange={setUsersPage}
                plans={adminPlanOptions}
                query={query}
                onQueryChange={(q) => {
                  setQuery(q);
                  setUsersPage(1);
                }}
                planFilter={planFilter}
                onPlanFilterChange={(p) => {
                  setPlanFilter(p);
                  setUsersPage(1);
                }}
                {...(user ? { currentUserId: user.id } : {})}
                onRetry={() => void users.mutate()}
                onChangePlan={async (id, plan, reason) => {
                  await changeUser(id, { plan, reason });
                  const email = users.data?.users.find((u) => u.id === id)?.email ?? '';
                  toast({
                    message: adminCopy.planChanged(email, isPlanId(plan) ? PLANS[plan].label : plan),
                    tone: 'positive',
                  });
                  await afterChange();
                }}
                onSetActive={async (id, active, reason) => {
                  await changeUser(id, { is_active: active, reason });
                  const email = users.data?.users.find((u) => u.id === id)?.email ?? '';
                  toast({
                    message: active ? adminCopy.enabled(email) : adminCopy.disabled(email),
                    tone: 'positive',
                  });
                  await afterChange();
                }}
              />
            </Tabs.Content>
            <Tabs.Content value="auditoria">
              <AuditLogTable
                state={audit.error && !audit.data ? 'error' : !audit.data ? 'loading' : 'ready'}
                entries={audit.data?.entries ?? []}
                total={audit.data?.total ?? 0}
                page={auditPage}
                pageSize={AUDIT_PAGE_SIZE}
                onPageChange={setAuditPage}
                filters={filters}
                onFiltersChange={(f) => {
                  setFilters(f);
                  setAuditPage(1);
                }}
                exporting={exporting}
                onExport={async () => {
                  setExporting(true);
                  try {
                    await downloadAuditCsv(filters, new Date().toISOString().slice(0, 10));
                  } catch {
                    // The HTTP client has shown the server's message.
                  } finally {
                    setExporting(false);
                  }
                }}
                onRetry={() => void audit.mutate()}
              />
            </Tabs.Content>
            <Tabs.Content value="errores">
              <ErrorsSection />
            </Tabs.Content>
            <Tabs.Content value="sistema">
              <SystemFigures
                state={figures.error && !figures.data ? 'error' : !figures.data ? 'loading' : 'ready'}
                {...(figures.data ? { figures: figures.data } : {})}
                onRetry={() => void figures.mutate()}
              />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Stack>
    </>
  );
}
