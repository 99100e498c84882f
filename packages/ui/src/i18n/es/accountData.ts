/** AccountDataPanel on the settings page (GDPR arts. 15, 17 and 20). */
export const accountData = {
  title: 'Tus datos',
  description: 'Descarga una copia de tus datos o elimina tu cuenta.',
  exportTitle: 'Descargar mis datos',
  exportText:
    'Obtén un archivo JSON con los datos de tu cuenta: perfil, casos, documentos con su texto extraído, sesiones, registro de actividad y preferencias de cookies. Es tu derecho de acceso y de portabilidad (RGPD, arts. 15 y 20).',
  exportAction: 'Descargar mis datos',
  exporting: 'Preparando descarga…',
  deleteTitle: 'Eliminar cuenta',
  deleteText:
    'Elimina tu cuenta y todos sus datos de forma permanente (RGPD, art. 17). No se puede deshacer.',
  deleteAction: 'Eliminar cuenta',
  confirmTitle: '¿Eliminar tu cuenta?',
  confirmText:
    'Se eliminarán de forma permanente tu cuenta, tus casos, documentos, informes y PDF. Esta acción no se puede deshacer. Si quieres conservar una copia, descarga antes tus datos.',
  password: 'Contraseña',
  passwordHint: 'Escribe tu contraseña para confirmar que eres tú.',
  confirmAction: 'Eliminar definitivamente',
  deleting: 'Eliminando…',
} as const;
