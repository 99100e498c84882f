/**
 * The settings page's cards (issue 14 item 4): ProfileForm, PasswordChangeForm, EmailChangeForm,
 * SessionsList, PreferencesPanel and PlanSummary. Labels said elsewhere (name, new password, cookie
 * categories, usage) come from `auth`, `cookies` and `subscription` in the fragments.
 */
export const settings = {
  profile: {
    title: 'Perfil',
    description: 'Tu nombre y tu organización, como aparecen en tus informes.',
    organization: 'Organización',
    save: 'Guardar cambios',
    saving: 'Guardando…',
    saved: 'Perfil actualizado.',
  },
  password: {
    title: 'Contraseña',
    description:
      'Escribe primero la contraseña que usas ahora. Al cambiarla se cierra la sesión en tus otros dispositivos.',
    current: 'Contraseña actual',
    submit: 'Cambiar contraseña',
    saving: 'Cambiando…',
    saved: 'Contraseña cambiada. Las demás sesiones se han cerrado.',
  },
  email: {
    title: 'Email de la cuenta',
    description:
      'Te enviaremos un enlace de confirmación a la dirección nueva. El cambio se aplica cuando lo abras.',
    current: 'Email actual',
    next: 'Nuevo email',
    submit: 'Cambiar email',
    saving: 'Enviando…',
    sent: (email: string) => `Hemos enviado un enlace a ${email}. Ábrelo para confirmar el cambio.`,
    pending: (email: string) => `Cambio pendiente a ${email}: abre el enlace que te hemos enviado.`,
  },
  sessions: {
    title: 'Sesiones activas',
    description: 'Los navegadores y dispositivos donde tu cuenta está abierta.',
    list: 'Tus sesiones',
    current: 'Esta sesión',
    started: (date: string) => `Iniciada el ${date}`,
    lastActive: (date: string) => `Última actividad: ${date}`,
    methods: {
      password: 'Con contraseña',
      otp: 'Con un enlace por email',
      recovery: 'Con un enlace de recuperación',
    } as Record<string, string>,
    signOutAll: 'Cerrar sesión en todos los dispositivos',
    signingOut: 'Cerrando sesiones…',
    confirmTitle: '¿Cerrar sesión en todos los dispositivos?',
    confirmText:
      'Se cerrarán todas tus sesiones, también esta. Tendrás que volver a iniciar sesión en cada dispositivo.',
    confirmAction: 'Cerrar todas las sesiones',
    empty: 'No hay otras sesiones abiertas.',
    loading: 'Cargando sesiones…',
    error: 'No se han podido cargar tus sesiones.',
    retry: 'Reintentar',
  },
  preferences: {
    title: 'Preferencias',
    history: 'Guardar mi historial de consultas',
    historyDescription:
      'Tus búsquedas, consultas y análisis se guardan en el Historial para repetirlos. Si lo desactivas, las nuevas no se guardan.',
    cookiesTitle: 'Cookies',
    cookiesDescription: 'Qué cookies opcionales permites en este navegador.',
    saved: 'Preferencias guardadas.',
    loading: 'Cargando preferencias…',
    error: 'No se han podido guardar tus preferencias.',
  },
  plan: {
    title: 'Tu plan',
    plan: (plan: string) => `Plan ${plan}`,
    manage: 'Ver planes y suscripción',
    loading: 'Cargando tu plan…',
    error: 'No se ha podido cargar tu plan.',
    retry: 'Reintentar',
  },
} as const;
