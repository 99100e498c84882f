import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAtom, useAtomValue } from 'jotai';
import { MESSAGES, REPORT_STATUS_FILTERS, showPagination, type Report } from '@alegato/domain';
import {
  DeleteReportDialog,
  ReportFilters,
  ReportList,
  ReportListHeader,
  ReportStats,
  Stack,
} from '@alegato/ui';
import { PageMeta } from '../components/PageMeta';
import { useCases } from '../cases/useCases';
import { useNow } from '../cases/useNow';
import { authAtom } from '../state/auth';
import { toastError } from '../state/toasts';
import { useRouteHandle } from '../useCurrentRoute';
import { invalidateReportsCache } from '../reports/api';
import { ReportFormDialogs, type ReportForm } from '../reports/ReportFormDialogs';
import { cleared, hasActiveFilters, reportsPageAtom, reportsStoreAtom } from '../reports/store';
import {
  fromFiltersValue,
  templateOptions,
  toFiltersValue,
  toReportCardItem,
  toStatsValues,
  toSummary,
} from '../reports/toViewModel';
import { errorText, useReportActions } from '../reports/useReportActions';
import {
  toastRefreshed,
  useRefreshReports,
  useReportList,
  useReportStats,
  useTemplates,
} from '../reports/useReports';

/**
 * `/reports` ('Generador de Informes', spec §2 Report list): header with the statistics line, the six
 * statistic cards, search (500 ms debounce) and filters persisted in `reports-store`, the grid of
 * report cards with each action per the status rules, pagination when more than 20 reports and no
 * search, the create wizard and the edit modal.
 */
export function ReportsPage() {
  const handle = useRouteHandle();
  const navigate = useNavigate();
  const { user, status } = useAtomValue(authAtom);
  // Lists, templates and stats load only when authenticated and auth is not loading (spec §4).
  const enabled = !!user && status === 'signedIn';
  const now = useNow();
  const [state, setState] = useAtom(reportsStoreAtom);
  const [page, setPage] = useAtom(reportsPageAtom);
  const list = useReportList(enabled);
  const stats = useReportStats(enabled);
  const { templates } = useTemplates(enabled);
  const refresh = useRefreshReports();
  const actions = useReportActions();
  const [refreshing, setRefreshing] = useState(false);
  // `/reports?plantilla=<id>` opens the wizard with that template chosen (spec §2: an initial template
  // makes the wizard start at step 2).
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<ReportForm>(() => {
    const templateId = params.get('plantilla');
    return templateId ? { kind: 'wizard', templateId } : { kind: 'closed' };
  });
  const [deleting, setDeleting] = useState<{ report: Report; busy: boolean } | null>(null);

  const reports = useMemo(() => list.data?.reports ?? [], [list.data]);
  const byId = useMemo(() => new Map(reports.map((r) => [r.id, r])), [reports]);
  // Cards name a linked case by its title (the cases list is shared with the wizard through SWR).
  const linked = reports.some((r) => r.case_id);
  const { cases } = useCases(enabled && linked ? (user?.id ?? null) : null);
  const caseTitles = useMemo(() => new Map((cases ?? []).map((c) => [c.id, c.title])), [cases]);
  const items = reports.map((r) => toReportCardItem(r, now, actions.busy[r.id], caseTitles));
  const total = list.data?.total ?? 0;
  const paginated = showPagination(total, state.pagination.perPage, list.searching);
  const filtered = hasActiveFilters(state);

  const withReport = (fn: (report: Report) => unknown) => (id: string) => {
    const report = byId.get(id);
    if (report) void fn(report);
  };

  async function reload(clearCache: boolean) {
    setRefreshing(true);
    try {
      if (clearCache) await invalidateReportsCache();
      await refresh();
      toastRefreshed();
    } catch (error) {
      toastError(errorText(error) || MESSAGES.transport.unexpected);
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <>
      <PageMeta title={handle?.title ?? 'Generador de Informes'} description={handle?.description ?? ''} />
      <Stack gap="lg" data-slot="reports-page">
        <ReportListHeader
          summary={toSummary(stats)}
          refreshing={refreshing}
          onRefresh={() => void reload(false)}
          onClearCache={() => void reload(true)}
          onCreate={() => setForm({ kind: 'wizard' })}
        />
        <ReportStats values={toStatsValues(stats)} loading={enabled && stats === null && list.loading} />
        <ReportFilters
          query={state.searchQuery}
          onQueryChange={(searchQuery) => {
            setState({ ...state, searchQuery });
            setPage(1);
          }}
          value={toFiltersValue(state.filters)}
          onValueChange={(value) => {
            setState({ ...state, filters: fromFiltersValue(value) });
            setPage(1);
          }}
          statusOptions={REPORT_STATUS_FILTERS}
          templateOptions={templateOptions(templates)}
          onClear={() => {
            setState(cleared(state));
            setPage(1);
          }}
        />
        <ReportList
          items={items}
          loading={list.loading && !list.data}
          error={list.error}
          onRetry={list.retry}
          query={list.searching ? list.query : ''}
          resultCount={total}
          onShowAll={() => setState({ ...state, searchQuery: '' })}
          filtered={filtered}
          onCreate={() => setForm({ kind: 'wizard' })}
          pagination={
            paginated && list.data
              ? {
                  page,
                  perPage: state.pagination.perPage,
                  total,
                  hasPrev: list.data.has_prev,
                  hasNext: list.data.has_next,
                }
              : null
          }
          onPageChange={(next) => setPage(Math.max(1, next))}
          onView={(id) => void navigate(`/reports/${encodeURIComponent(id)}`)}
          onEdit={withReport((report) => setForm({ kind: 'edit', report }))}
          onEnhance={withReport(actions.enhance)}
          onGeneratePdf={withReport(actions.generatePdf)}
          onDownload={withReport(actions.download)}
          onDuplicate={withReport(actions.duplicate)}
          onDelete={withReport((report) => setDeleting({ report, busy: false }))}
        />
      </Stack>
      <ReportFormDialogs
        form={form}
        onClose={() => {
          setForm({ kind: 'closed' });
          if (params.has('plantilla')) setParams({}, { replace: true });
        }}
        onCreated={(report) => void navigate(`/reports/${encodeURIComponent(report.id)}`)}
      />
      <DeleteReportDialog
        open={deleting !== null}
        reportTitle={deleting?.report.title ?? ''}
        deleting={deleting?.busy ?? false}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          setDeleting({ ...deleting, busy: true });
          void actions.remove(deleting.report).then((ok) => {
            setDeleting(ok ? null : { ...deleting, busy: false });
          });
        }}
      />
    </>
  );
}
