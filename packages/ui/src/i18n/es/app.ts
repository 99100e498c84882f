/** Signed-in app shell: LoadingScreen, AppHeader, Sidebar, AppLayout (spec §2 App shell). */
export const app = {
  loading: 'Cargando…',
  greeting: (email: string) => `Hola, ${email}`,
  testing: 'Testing',
  admin: 'Admin',
  signOut: 'Cerrar sesión',
  signingOut: 'Cerrando sesión…',
  menu: 'Menú de navegación',
  closeMenu: 'Cerrar menú',
  nav: 'Navegación principal',
  skipToContent: 'Saltar al contenido',
} as const;
