import {
  Bot,
  Briefcase,
  CreditCard,
  FilePen,
  FileText,
  FlaskConical,
  History,
  House,
  LayoutDashboard,
  Scale,
  Search,
  Settings,
  Shield,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * The app's icon vocabulary by name, so view models (sidebar items, dashboard shortcuts) can name an
 * icon with a string instead of importing lucide-react. One name per app section of spec §2.
 */
export const iconsByName = {
  /** Panel (/dashboard). */
  dashboard: LayoutDashboard,
  /** Búsqueda Legal (/search). */
  search: Search,
  /** Casos (/cases). */
  cases: Briefcase,
  /** Documentos (/documents). */
  documents: FileText,
  /** Informes (/reports). */
  reports: FilePen,
  /** Historial (/history). */
  history: History,
  /** IA Supervisor (/iasupervisor). */
  aiSupervisor: Bot,
  /** Subscripción (/subscription). */
  subscription: CreditCard,
  /** Configuración (/settings). */
  settings: Settings,
  /** Administración (/admin). */
  admin: Shield,
  /** Sistema de Testing (/testing). */
  testing: FlaskConical,
  /** Membresías (/admin/memberships). */
  memberships: Users,
  /** Inicio. */
  home: House,
  /** The product mark (scales of justice). */
  brand: Scale,
} as const satisfies Record<string, LucideIcon>;

/** A name from `iconsByName`, e.g. `'reports'`. */
export type IconName = keyof typeof iconsByName;

/** Every icon name, for story controls. */
export const iconNames = Object.keys(iconsByName) as IconName[];
