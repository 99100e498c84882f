/**
 * The app's own Spanish strings of the signed-in screens, the account screens and the error pages: one
 * export per group, reached as `t.settings`, `t.authScreens`… through `i18n.ts`, so they stay out of the
 * landing page's first load (ADR 0035, Initial JS).
 */

/** `/settings`: the account data panel's app-side messages (the panel's own copy is in ui `es`). */
export const settings = {
  accountDeleted: 'Tu cuenta se ha eliminado.',
  passwordRequired: 'Indica tu contraseña para confirmar.',
  exportFailed: 'No se ha podido descargar el archivo. Inténtalo de nuevo.',
  deleteFailed: 'No se ha podido eliminar la cuenta. Inténtalo de nuevo.',
  /** The 'Seguridad' section (password, e-mail, sessions). */
  security: 'Seguridad',
  currentPasswordRequired: 'Escribe tu contraseña actual.',
  sameEmail: 'Es el email que ya usas.',
  saveFailed: 'No se han podido guardar los cambios. Inténtalo de nuevo.',
} as const;

/** The empty documents list in a case's detail. */
export const caseDocuments = {
  upload: 'Subir documentos a este caso',
} as const;

export const underConstruction = {
  description: (section: string): string =>
    `${section} estará disponible en una próxima versión de la aplicación.`,
  back: 'Ir al Dashboard',
} as const;

export const notFound = {
  title: 'Página no encontrada',
  lead: 'Esta dirección no existe',
  description: 'Puede que el enlace esté mal escrito o que la página haya cambiado de sitio.',
  back: 'Ir al inicio',
} as const;

export const routeError = {
  title: 'No se pudo mostrar esta página',
  description: 'Ha ocurrido un error al cargar esta página. Vuelve a intentarlo en unos segundos.',
  retry: 'Reintentar',
  home: 'Ir al inicio',
} as const;

/** Titles and descriptions of the account screens (they replace the page, so they set their own). */
export const authScreens = {
  login: { title: 'Iniciar Sesión', description: 'Accede a tu cuenta de Alegato.' },
  register: {
    title: 'Crear cuenta',
    description: 'Regístrate y prueba Alegato gratis durante 30 días.',
  },
  created: {
    title: 'Cuenta Creada',
    description: 'Confirma tu correo electrónico para empezar a usar Alegato.',
  },
  forgot: {
    title: 'Recuperar contraseña',
    description: 'Te enviaremos un enlace para elegir una contraseña nueva.',
  },
} as const;

export const authConfirm = {
  working: 'Comprobando el enlace…',
  failed: 'No se pudo completar la verificación',
  login: 'Iniciar Sesión',
  back: 'Volver al inicio',
  /** Resending the confirmation e-mail from an expired or used link (spec §7). */
  resendTitle: 'Solicita un nuevo enlace de confirmación',
  resendEmail: 'Correo electrónico',
  resend: 'Reenviar correo de confirmación',
  resending: 'Enviando...',
  resent: (email: string) =>
    `Si ${email} tiene una cuenta pendiente de confirmar, recibirás un nuevo enlace en unos minutos.`,
} as const;
