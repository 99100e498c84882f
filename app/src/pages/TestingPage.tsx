import { Heading, Stack, SystemChecks, Text } from '@alegato/ui';
import { PageMeta } from '../components/PageMeta';
import { useRouteHandle } from '../useCurrentRoute';
import { useSystemChecks } from '../admin/memberships/hooks';
import { formatCheckedAt } from '../admin/memberships/model';

/**
 * /testing, 'Sistema de Testing' (issue 14 item 7): 'Ejecutar comprobaciones' runs the server's live
 * checks (database and migrations, files, mail, AI provider, search index, OCR model, PDF engine, job
 * queue) and lists each verdict with its latency and detail.
 */
export function TestingPage() {
  const handle = useRouteHandle();
  const { run, start } = useSystemChecks();
  const last = run.state === 'ready' ? run.result : run.state === 'idle' ? undefined : run.previous;
  const title = handle?.title ?? 'Sistema de Testing';
  return (
    <>
      <PageMeta title={title} description={handle?.description ?? ''} />
      <Stack gap="xl" data-slot="testing-page">
        <Stack gap="xs">
          <Heading level={1}>{title}</Heading>
          {handle?.description ? <Text tone="muted">{handle.description}</Text> : null}
        </Stack>
        <SystemChecks
          state={run.state}
          checks={last?.checks ?? []}
          checkedAt={last?.checkedAt ? formatCheckedAt(last.checkedAt) : undefined}
          onRun={() => void start()}
        />
      </Stack>
    </>
  );
}
