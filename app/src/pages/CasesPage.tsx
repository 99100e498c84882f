import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { MESSAGES, type Case } from '@alegato/domain';
import {
  CaseDetail,
  CaseFormDialog,
  CaseList,
  DeleteCaseDialog,
  emptyCaseFilters,
  emptyCaseFormValues,
  type CaseDocumentsAction,
  type CaseFilters,
  type CaseFormErrors,
  type CaseFormValues,
} from '@alegato/ui';
import { PageMeta } from '../components/PageMeta';
import { CaseAnalysisSection } from '../cases/CaseAnalysisSection';
import { ReviewGridSection } from '../cases/ReviewGridSection';
import { CaseDocuments } from '../cases/CaseDocuments';
import {
  CASE_PARAM,
  caseToFormValues,
  collectTags,
  filterCases,
  pruneFilterTags,
  toCaseCardItem,
  toCaseDetailItem,
  validateCaseForm,
} from '../cases/model';
import { useCases } from '../cases/useCases';
import { useNow } from '../cases/useNow';
import { authAtom } from '../state/auth';
import { useRouteHandle } from '../useCurrentRoute';

/** The create/edit dialog: which case (null for a new one), the typed values, the errors. */
type FormState = { open: boolean; editingId: string | null; values: CaseFormValues; errors: CaseFormErrors };

/** The delete confirmation: which case and what to do with its documents. */
type DeleteState = { open: boolean; caseId: string | null; documents: CaseDocumentsAction };

/**
 * `/cases` ('Casos', spec §2, §7 Cases): the user's cases with client-side search and filters, the
 * create/edit dialog and the delete confirmation, all optimistic (spec §4). A case's detail is the same
 * route with `?caso=<id>` (the server owns `/cases/:x` for the API).
 */
export function CasesPage() {
  const handle = useRouteHandle();
  const { user } = useAtomValue(authAtom);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(CASE_PARAM);
  const now = useNow();
  const { cases, loading, failed, retry, create, update, remove } = useCases(user?.id ?? null);

  const [rawFilters, setFilters] = useState<CaseFilters>(emptyCaseFilters);
  const [form, setForm] = useState<FormState>({
    open: false,
    editingId: null,
    values: emptyCaseFormValues,
    errors: {},
  });
  const [deletion, setDeletion] = useState<DeleteState>({ open: false, caseId: null, documents: 'keep' });

  const all = useMemo(() => cases ?? [], [cases]);
  const availableTags = useMemo(() => collectTags(all), [all]);
  const filters = pruneFilterTags(rawFilters, availableTags);
  const shown = useMemo(() => filterCases(all, filters), [all, filters]);
  const byId = (id: string | null): Case | undefined => (id ? all.find((c) => c.id === id) : undefined);
  const selected = byId(selectedId);
  const deleting = byId(deletion.caseId);

  const openCreate = () =>
    // A draft left by a failed creation is offered again.
    setForm((current) => ({
      open: true,
      editingId: null,
      values: current.editingId === null ? current.values : emptyCaseFormValues,
      errors: {},
    }));
  const openEdit = (id: string) => {
    const item = byId(id);
    if (item) setForm({ open: true, editingId: id, values: caseToFormValues(item), errors: {} });
  };
  const openDelete = (id: string) => setDeletion({ open: true, caseId: id, documents: 'keep' });

  const submit = (values: CaseFormValues) => {
    const errors = validateCaseForm(values);
    if (Object.keys(errors).length > 0) {
      setForm((current) => ({ ...current, errors }));
      return;
    }
    const original = byId(form.editingId);
    const editingId = form.editingId;
    // Optimistic: the dialog closes at once; the card shows the change (or 'Guardando…'). A failed save
    // opens it again with what was typed and the reason, so nothing is lost.
    setForm((current) => ({ ...current, open: false, errors: {} }));
    const reopen = (message: string) => setForm({ open: true, editingId, values, errors: { form: message } });
    if (editingId !== null && original) {
      void update(original, values).then((ok) => {
        if (!ok) reopen(MESSAGES.cases.updateFailed);
      });
    } else {
      void create(values).then((ok) => {
        if (ok) setForm((current) => (current.open ? current : { ...current, values: emptyCaseFormValues }));
        else reopen(MESSAGES.cases.createFailed);
      });
    }
  };

  const confirmDelete = (documents: CaseDocumentsAction) => {
    if (!deleting) return;
    setDeletion((current) => ({ ...current, open: false }));
    if (selectedId === deleting.id) setParams({}, { replace: true });
    void remove(deleting, documents);
  };

  const title = selectedId ? (selected?.title ?? handle?.title ?? 'Casos') : (handle?.title ?? 'Casos');
  const loadError = failed ? (user ? MESSAGES.cases.loadFailed : MESSAGES.cases.notAuthenticated) : null;
  const nowIso = now.toISOString();

  return (
    <>
      <PageMeta title={title} description={handle?.description ?? ''} />
      {selectedId ? (
        <CaseDetail
          item={selected ? toCaseDetailItem(selected, now) : null}
          now={nowIso}
          backHref="/cases"
          loading={loading}
          error={loadError}
          onRetry={retry}
          onEdit={selected ? () => openEdit(selected.id) : undefined}
          onDelete={selected ? () => openDelete(selected.id) : undefined}
          documents={selected ? <CaseDocuments caseId={selected.id} /> : undefined}
          analysis={
            selected ? (
              <>
                <CaseAnalysisSection caseId={selected.id} />
                <ReviewGridSection caseId={selected.id} />
              </>
            ) : undefined
          }
        />
      ) : (
        <CaseList
          items={shown.map((item) => toCaseCardItem(item, now))}
          totalCount={all.length}
          now={nowIso}
          filters={filters}
          onFiltersChange={setFilters}
          availableTags={availableTags}
          onCreate={openCreate}
          onEdit={openEdit}
          onDelete={openDelete}
          loading={loading}
          error={loadError}
          onRetry={retry}
        />
      )}
      <CaseFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open, errors: {} }))}
        mode={form.editingId === null ? 'create' : 'edit'}
        values={form.values}
        onValuesChange={(values) =>
          setForm((current) => ({
            ...current,
            values,
            // An error clears once its field is edited.
            errors:
              current.errors.title && values.title !== current.values.title
                ? { ...current.errors, title: undefined }
                : current.errors,
          }))
        }
        onSubmit={submit}
        errors={form.errors}
      />
      <DeleteCaseDialog
        open={deletion.open && deleting !== undefined}
        onOpenChange={(open) => setDeletion((current) => ({ ...current, open }))}
        caseTitle={deleting?.title ?? ''}
        documentsCount={deleting?.documentsCount ?? 0}
        documentsAction={deletion.documents}
        onDocumentsActionChange={(documents) => setDeletion((current) => ({ ...current, documents }))}
        onConfirm={confirmDelete}
      />
    </>
  );
}
