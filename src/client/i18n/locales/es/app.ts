import type { appEn } from '../en/app.ts';

export const appEs: Record<keyof typeof appEn, string> = {
  'app.name': 'MTC Health',
  'app.loading': 'Cargando',
  'app.loadingSession': 'Cargando tu sesión',
  'app.nav.label': 'Principal',
  'app.nav.home': 'Inicio',
  'app.nav.history': 'Historial',
  'app.nav.analysis': 'Análisis',
  'app.nav.profile': 'Perfil',
  'app.header.accountMenu': 'Abrir el menú de la cuenta',
  'app.menu.myAccount': 'Mi cuenta',
  'app.menu.profile': 'Perfil',
  'app.menu.settings': 'Ajustes',
  'app.menu.theme': 'Tema',
  'app.menu.signOut': 'Cerrar sesión',
  'app.theme.light': 'Claro',
  'app.theme.dark': 'Oscuro',
  'app.theme.system': 'Sistema',
  'app.notFound.title': '404 Página no encontrada',
  'app.notFound.detail': 'La página que buscas no existe o se ha movido.',
  'app.notFound.home': 'Ir a la página de inicio',
};
