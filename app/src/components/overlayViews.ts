/** The overlay components `overlays.tsx` loads on demand (a separate chunk). */
export { ErrorDialog, Toaster, UpgradeDialog } from '@alegato/ui';
