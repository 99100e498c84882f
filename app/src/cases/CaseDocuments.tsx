import { ErrorState, Spinner, Stack, Text, es } from '@alegato/ui';
import { useCaseDocuments } from './useCases';

/**
 * App-side copy of this stand-in (it moves to app i18n or disappears with the documents fragment).
 */
const copy = {
  empty: 'Este caso aún no tiene documentos.',
  failed: 'No se pudieron cargar los documentos del caso.',
  pages: (n: number) => (n === 1 ? '1 página' : `${n} páginas`),
};

/**
 * The documents of a case in CaseDetail's `documents` slot (`GET /cases/{id}/documents`). A plain
 * stand-in until the documents fragments land in `@alegato/ui`; then this renders their list.
 */
export function CaseDocuments({ caseId }: { caseId: string }) {
  const { data, error, isLoading, mutate } = useCaseDocuments(caseId);
  if (isLoading && !data) return <Spinner size="sm" label={es.common.loading} />;
  if (error && !data) {
    return <ErrorState title={copy.failed} onRetry={() => void mutate()} headingLevel={3} />;
  }
  if (!data || data.length === 0) {
    return (
      <Text tone="muted" size="sm">
        {copy.empty}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="xs" role="list" data-slot="case-documents">
      {data.map((doc) => (
        <li key={doc.id}>
          <Text size="sm" as="span">
            {doc.filename}
          </Text>
          {doc.pages !== null ? (
            <Text size="sm" tone="muted" as="span">
              {` · ${copy.pages(doc.pages)}`}
            </Text>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}
