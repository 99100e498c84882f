export { UpgradeDialog, upgradeDialogKinds } from './UpgradeDialog';
export type { UpgradeDialogProps, UpgradeDialogLabels } from './UpgradeDialog';
