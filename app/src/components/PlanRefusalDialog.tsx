import { lazy, Suspense } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useAppNavigate } from '../appNavigation';
import { planRefusalAtom } from '../state/planRefusal';
import { loadOverlayViews } from './overlays';

const UpgradeDialogView = lazy(() => loadOverlayViews().then((m) => ({ default: m.UpgradeDialog })));

/**
 * The plan refusal (ADR 0026): the server's message and 'Ver planes', which opens /subscription. Rendered
 * by the app shell (it navigates), so its code is in the shell's chunk, not the landing page's.
 */
export function PlanRefusalDialog() {
  const refusal = useAtomValue(planRefusalAtom);
  const setRefusal = useSetAtom(planRefusalAtom);
  const navigate = useAppNavigate();
  if (refusal === null) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeDialogView
        open
        kind={refusal.kind}
        message={refusal.message}
        onClose={() => setRefusal(null)}
        onUpgrade={() => {
          setRefusal(null);
          navigate('/subscription');
        }}
      />
    </Suspense>
  );
}
