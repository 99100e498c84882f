import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Box, Button, Inline, Stack, Text, es } from '@alegato/ui';
import { dismissToastAtom, toastsAtom } from '../state/toasts';
import { fatalErrorAtom, loadErrorLog } from '../errors/report';

/**
 * The app-wide overlays: the toast queue (bottom-right) and the 'Error Inesperado' dialog (spec §2
 * Other). Their Radix code loads on demand and is preloaded once the browser is idle, so it stays out
 * of the landing page's first load but is in memory before it is needed (also when the network drops).
 */
export const loadOverlayViews = () => import('./overlayViews');
const ToasterView = lazy(() => loadOverlayViews().then((m) => ({ default: m.Toaster })));
const ErrorDialogView = lazy(() => loadOverlayViews().then((m) => ({ default: m.ErrorDialog })));

/** Loads the overlay code when the browser is idle. */
function usePreloadOverlays() {
  useEffect(() => {
    const preload = () => {
      void loadOverlayViews().catch(() => {});
      void loadErrorLog().catch(() => {});
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 1500);
    return () => clearTimeout(id);
  }, []);
}

/** The toast queue, rendered once there is something to show. */
export function AppToaster() {
  usePreloadOverlays();
  const items = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView items={items} onDismiss={dismiss} />
    </Suspense>
  );
}

const reload = () => window.location.reload();

/** The 'Error Inesperado' dialog; 'Recargar' reloads the page. */
export function FatalErrorDialog() {
  const error = useAtomValue(fatalErrorAtom);
  if (error === null) return null;
  return (
    <FallbackBoundary fallback={<PlainErrorNotice onReload={reload} />}>
      <Suspense fallback={null}>
        <ErrorDialogView open details={error} onReload={reload} />
      </Suspense>
    </FallbackBoundary>
  );
}

/**
 * Shown only if the dialog's own code cannot load (network down before the idle preload): the same
 * words and action, without the modal machinery.
 */
function PlainErrorNotice({ onReload }: { onReload: () => void }) {
  return (
    <div
      role="alert"
      data-slot="error-notice"
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 2147483647 }}
    >
      <Box padding="lg" background="surface" border shadow="lg">
        <Stack gap="sm">
          <Text weight="semibold">{es.errorDialog.title}</Text>
          <Text>{es.errorDialog.description}</Text>
          <Inline>
            <Button variant="solid" tone="accent" onClick={onReload}>
              {es.errorDialog.reload}
            </Button>
          </Inline>
        </Stack>
      </Box>
    </div>
  );
}

class FallbackBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
