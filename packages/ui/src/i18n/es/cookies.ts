/** CookieBanner and CookieSettingsDialog (spec §2 Cookie banner, §3 Cookie consent). */
export const cookies = {
  banner: {
    region: 'Aviso de cookies',
    title: 'Usamos cookies',
    text: 'Usamos cookies esenciales para que Alegato funcione (inicio de sesión, seguridad y tus preferencias). Con tu permiso, usaremos también cookies funcionales, analíticas y de marketing. Puedes cambiar tu elección cuando quieras.',
    policyLink: 'Política de cookies',
    acceptAll: 'Aceptar todas',
    essentialOnly: 'Solo esenciales',
    configure: 'Configurar',
    close: 'Cerrar',
  },
  settings: {
    title: 'Configuración de cookies',
    description:
      'Elige qué cookies opcionales permites. Las esenciales son necesarias para que la aplicación funcione.',
    alwaysOn: 'Siempre activas',
    essential: 'Esenciales',
    essentialDescription:
      'Necesarias para iniciar sesión, mantener la seguridad y recordar tu elección de cookies.',
    functional: 'Funcionales',
    functionalDescription: 'Recuerdan ajustes opcionales, como el tema o la vista de las listas.',
    analytics: 'Analíticas',
    analyticsDescription: 'Nos ayudan a entender cómo se usa Alegato para mejorarlo, con datos agregados.',
    marketing: 'Marketing',
    marketingDescription: 'Permiten mostrarte información relevante sobre Alegato en otros sitios.',
    save: 'Guardar preferencias',
    acceptAll: 'Aceptar todas',
  },
} as const;
