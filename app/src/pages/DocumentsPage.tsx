import { useSearchParams } from 'react-router';
import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { MESSAGES, allowedDepths } from '@alegato/domain';
import {
  Dialog,
  DocumentAnalysis,
  DocumentChat,
  DocumentList,
  DocumentTextViewer,
  DocumentUploader,
  ExtractionResults,
  Heading,
  Stack,
  Tabs,
  Text,
  es,
} from '@alegato/ui';
import { HttpError } from '../api/http';
import { fetchCases } from '../cases/api';
import { citationLinks } from '../citations/citationLinks';
import { casesKey, useRefreshCases } from '../cases/useCases';
import { PageMeta } from '../components/PageMeta';
import { deleteDocumentRequest, fetchDocumentText, retryDocumentRequest } from '../documents/api';
import { useDocumentAnalysis } from '../documents/analysis';
import { usePlanStatus } from '../subscription/usePlanStatus';
import { useDocumentChat } from '../documents/chat';
import { useConsulta } from '../documents/consulta';
import {
  caseOptions,
  toDocumentListItem,
  toTextPages,
  toUploadItem,
  type BackendDocument,
} from '../documents/toViewModel';
import { uploadsAwaiting, useDocumentList, useUploads } from '../documents/useDocuments';
import { authAtom } from '../state/auth';
import { toastError } from '../state/toasts';
import { useRouteHandle } from '../useCurrentRoute';

const uploadCopy = es.documents.uploader;
const tabCopy = es.documents.tabs;

/** The tabs of an open document: its text, its analysis, the chat about it. */
type DocumentTab = 'text' | 'analysis' | 'chat';
const isTab = (value: string): value is DocumentTab =>
  value === 'text' || value === 'analysis' || value === 'chat';

/** A 401 is handled by the HTTP client (session dropped, back to `/`): no message of ours. */
function failureText(error: unknown): string | null {
  if (error instanceof HttpError && error.status === 401) return null;
  return error instanceof Error && error.message ? error.message : MESSAGES.transport.unexpected;
}

/**
 * `/documents` (spec §2, §7; ADR 0010): upload PDF, DOCX or TXT files (XHR with the real transfer
 * progress, then the server's processing progress from the polled list), list them with a case filter,
 * read their extracted text page by page, analyse them and ask them questions (tabs Texto, Análisis,
 * Chat), retry a failed extraction, delete with confirmation; below, extraction queries over them
 * ('Extraer de mis documentos': amounts with totals, dates in order, properties, each with its page).
 */
export function DocumentsPage() {
  const handle = useRouteHandle();
  const { user } = useAtomValue(authAtom);
  const userId = user?.id ?? null;
  // `?caso=<id>` (from a case's detail) preselects the case; `&ver=<id>` opens that document's text.
  const [params] = useSearchParams();
  const [uploadCaseId, setUploadCaseId] = useState<string | null>(params.get('caso'));
  const [caseFilter, setCaseFilter] = useState<string | null>(params.get('caso'));
  const [busyIds, setBusyIds] = useState<string[]>([]);
  const [viewing, setViewing] = useState<{ id: string; filename: string } | null>(() => {
    const id = params.get('ver');
    return id ? { id, filename: '' } : null;
  });
  const [page, setPage] = useState(1);
  const [tab, setTab] = useState<DocumentTab>('text');

  const cases = useSWR(userId ? casesKey(userId) : null, () => fetchCases(userId!));
  const options = useMemo(() => caseOptions(cases.data ?? []), [cases.data]);
  const caseTitles = useMemo(() => new Map((cases.data ?? []).map((c) => [c.id, c.title])), [cases.data]);

  // The list and the uploads feed each other: a finished upload refreshes the list, and the list's
  // rows tell the uploads how their documents are doing.
  const [awaiting, setAwaiting] = useState(false);
  const list = useDocumentList(userId, caseFilter, awaiting);
  const listed = useMemo(() => new Map((list.data ?? []).map((d) => [d.id, d])), [list.data]);
  const { mutate } = list;
  const refreshCases = useRefreshCases();
  const onUploaded = useCallback(() => {
    void mutate();
    refreshCases();
  }, [mutate, refreshCases]);
  const uploads = useUploads(user ? { id: user.id, email: user.email } : null, uploadCopy, onUploaded);
  const nowAwaiting = uploadsAwaiting(uploads.entries, listed, caseFilter);
  if (nowAwaiting !== awaiting) setAwaiting(nowAwaiting);

  const [showEntities, setShowEntities] = useState(false);
  const text = useSWR(
    viewing ? `/documents/${viewing.id}/text${showEntities ? '?entities=true' : ''}` : null,
    () => fetchDocumentText(viewing!.id, showEntities),
  );
  const viewingName = viewing?.filename || (viewing ? (listed.get(viewing.id)?.filename ?? '') : '');
  const chat = useDocumentChat(tab === 'chat' ? userId : null, viewing?.id ?? null, viewingName);
  const consulta = useConsulta(userId);
  // Only the depths the plan includes are offered (ADR 0026: estudiante basic, expert empresarial).
  const plan = usePlanStatus().status?.plan;
  const analysis = useDocumentAnalysis(
    tab === 'analysis' ? userId : null,
    viewing?.id ?? null,
    plan ? allowedDepths(plan) : undefined,
  );
  const openPage = (p: number) => {
    setPage(p);
    setTab('text');
  };

  /** Opens a document's dialog on the given tab ('Ver texto', 'Analizar', a found value's page). */
  const openDocument = (id: string, on: DocumentTab, at = 1) => {
    setPage(at);
    setTab(on);
    setViewing({ id, filename: listed.get(id)?.filename ?? '' });
  };

  const withBusy = async (id: string, run: () => Promise<void>) => {
    setBusyIds((ids) => [...ids, id]);
    try {
      await run();
    } catch (error) {
      const message = failureText(error);
      if (message) toastError(message);
    } finally {
      setBusyIds((ids) => ids.filter((x) => x !== id));
    }
  };

  const onDelete = (id: string) =>
    void withBusy(id, async () => {
      await deleteDocumentRequest(id);
      for (const entry of uploads.entries) if (entry.document?.id === id) uploads.remove(entry.id);
      await mutate((docs) => docs?.filter((d) => d.id !== id), { revalidate: true });
      refreshCases();
    });

  const onRetry = (id: string) =>
    void withBusy(id, async () => {
      const doc = await retryDocumentRequest(id);
      const processing = (d: BackendDocument): BackendDocument =>
        doc ?? { ...d, status: 'processing', progress: 0, error: null };
      await mutate((docs) => docs?.map((d) => (d.id === id ? processing(d) : d)), { revalidate: true });
    });

  const title = handle?.title ?? 'Documentos';
  return (
    <>
      <PageMeta title={title} description={handle?.description ?? ''} />
      <Stack gap="xl" data-slot="documents-page">
        <Stack gap="xs">
          <Heading level={1}>{title}</Heading>
          {handle?.description ? <Text tone="muted">{handle.description}</Text> : null}
        </Stack>
        <DocumentUploader
          onFilesSelected={(files) => uploads.add(files, uploadCaseId)}
          items={uploads.entries.map((entry) => toUploadItem(entry, listed, uploadCopy))}
          onRemove={uploads.remove}
          caseOptions={options}
          caseId={uploadCaseId}
          onCaseChange={setUploadCaseId}
          casesLoading={cases.isLoading}
          disabled={!user}
        />
        <DocumentList
          documents={(list.data ?? []).map((doc) => toDocumentListItem(doc, caseTitles))}
          loading={list.isLoading && !list.data}
          error={list.error && !list.data ? failureText(list.error) : null}
          onReload={() => void mutate()}
          caseOptions={options}
          caseId={caseFilter}
          onCaseChange={setCaseFilter}
          busyIds={busyIds}
          onOpen={(id) => openDocument(id, 'text')}
          onAnalyze={(id) => openDocument(id, 'analysis')}
          onDelete={onDelete}
          onRetry={onRetry}
        />
        <ExtractionResults
          query={consulta.query}
          onQueryChange={consulta.setQuery}
          kind={consulta.kind}
          onKindChange={consulta.setKind}
          onSubmit={consulta.submit}
          result={consulta.result}
          loading={consulta.loading}
          error={consulta.error ? failureText(consulta.error) : null}
          onRetry={consulta.retry}
          onOpenPage={(id, at) => {
            // A found document may be outside the filtered list: its name comes with the answer.
            const found = consulta.result?.passages.find((p) => p.documentId === id)?.filename;
            openDocument(id, 'text', at);
            if (found && !listed.has(id)) setViewing({ id, filename: found });
          }}
        />
      </Stack>
      <Dialog.Root
        open={viewing !== null}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
      >
        <Dialog.Content aria-describedby={undefined} data-slot="document-text-dialog">
          <Dialog.Header>
            <Dialog.Title>{viewingName}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Tabs.Root value={tab} onValueChange={(next) => setTab(isTab(next) ? next : 'text')}>
              <Tabs.List aria-label={tabCopy.label}>
                <Tabs.Trigger value="text">{tabCopy.text}</Tabs.Trigger>
                <Tabs.Trigger value="analysis">{tabCopy.analysis}</Tabs.Trigger>
                <Tabs.Trigger value="chat">{tabCopy.chat}</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="text">
                <DocumentTextViewer
                  pages={toTextPages(text.data ?? [])}
                  page={page}
                  onPageChange={setPage}
                  loading={text.isLoading}
                  error={text.error && !text.data ? failureText(text.error) : null}
                  onRetry={() => void text.mutate()}
                  citationLinks={citationLinks}
                  showEntities={showEntities}
                  onShowEntitiesChange={setShowEntities}
                />
              </Tabs.Content>
              <Tabs.Content value="analysis">
                <DocumentAnalysis
                  headingLevel={3}
                  analysis={analysis.analysis}
                  depth={analysis.depth}
                  onDepthChange={analysis.setDepth}
                  depths={analysis.depths}
                  onAnalyse={analysis.analyse}
                  analysing={analysis.analysing}
                  loading={analysis.loading}
                  error={analysis.error ? failureText(analysis.error) : null}
                  onRetry={analysis.retry}
                  onOpenPage={openPage}
                />
              </Tabs.Content>
              <Tabs.Content value="chat">
                <DocumentChat
                  headingLevel={3}
                  messages={chat.messages}
                  value={chat.draft}
                  onValueChange={chat.setDraft}
                  onSend={chat.send}
                  sending={chat.sending}
                  loading={chat.loading}
                  error={chat.error ? failureText(chat.error) : null}
                  historyError={chat.historyError ? failureText(chat.historyError) : null}
                  onRetry={chat.retry}
                  onOpenPage={openPage}
                  sessions={chat.sessions}
                  sessionId={chat.sessionId}
                  onSessionChange={chat.setSessionId}
                  onNewSession={chat.newSession}
                  startingSession={chat.starting}
                />
              </Tabs.Content>
            </Tabs.Root>
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
