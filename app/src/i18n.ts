/**
 * Spanish strings that only the app shows (route titles, placeholders, the temporary access dialog).
 * Strings from the spec's error catalogue live in `@alegato/domain` (MESSAGES); component defaults live
 * in `@alegato/ui` (`es`). Nothing is spelled twice (HOUSE-STYLE §12).
 */
export const t = {
  /** `<title>` of every page but the landing page: '{page} · Alegato'. */
  pageTitle: (page: string, product: string): string => `${page} · ${product}`,
  /** The landing page's `<title>`. */
  landingTitle: (product: string): string => `${product} · Asistente legal con IA para abogados en España`,
  landingDescription:
    'Analiza documentos legales, busca jurisprudencia y redacta informes con IA. Pensado para abogados, despachos, empresas y estudiantes de Derecho en España.',

  /** `/settings`: the account data panel's app-side messages (the panel's own copy is in ui `es`). */
  settings: {
    accountDeleted: 'Tu cuenta se ha eliminado.',
    passwordRequired: 'Indica tu contraseña para confirmar.',
    exportFailed: 'No se ha podido descargar el archivo. Inténtalo de nuevo.',
    deleteFailed: 'No se ha podido eliminar la cuenta. Inténtalo de nuevo.',
    /** The 'Seguridad' section (password, e-mail, sessions). */
    security: 'Seguridad',
    currentPasswordRequired: 'Escribe tu contraseña actual.',
    sameEmail: 'Es el email que ya usas.',
    saveFailed: 'No se han podido guardar los cambios. Inténtalo de nuevo.',
  },

  /** The empty documents list in a case's detail. */
  caseDocuments: {
    upload: 'Subir documentos a este caso',
  },
  underConstruction: {
    description: (section: string): string =>
      `${section} estará disponible en una próxima versión de la aplicación.`,
    back: 'Ir al Dashboard',
  },

  notFound: {
    title: 'Página no encontrada',
    lead: 'Esta dirección no existe',
    description: 'Puede que el enlace esté mal escrito o que la página haya cambiado de sitio.',
    back: 'Ir al inicio',
  },

  routeError: {
    title: 'No se pudo mostrar esta página',
    description: 'Ha ocurrido un error al cargar esta página. Vuelve a intentarlo en unos segundos.',
    retry: 'Reintentar',
    home: 'Ir al inicio',
  },

  /** Titles and descriptions of the account screens (they replace the page, so they set their own). */
  authScreens: {
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
  },

  authConfirm: {
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
  },
} as const;
