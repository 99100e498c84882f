/** UpgradeDialog: the server refused an action for the user's plan (ADR 0026). */
export const upgradeDialog = {
  titleLimit: 'Has agotado los análisis de este mes',
  titleForbidden: 'Tu plan no incluye esta función',
  upgrade: 'Ver planes',
  close: 'Ahora no',
} as const;
