import type { SvgIconComponent } from '@mui/icons-material';
import type { WebModule } from '../../app/routes';
import type { ModuleId } from '../../app/route-map';

/** The menu's headings (`menu.sections.<id>`), in their order: grouped the way a farm works. */
export const MENU_SECTION_IDS = ['farm', 'breeding', 'insights', 'administration', 'help'] as const;
export type MenuSectionId = (typeof MENU_SECTION_IDS)[number];

export interface MenuEntry {
  /** The label is `menu.items.<module>`; the entry is highlighted on every route of the module. */
  module: ModuleId;
  to: string;
  icon: SvgIconComponent;
  section: MenuSectionId;
  /** Its place in the section, lowest first. */
  order: number;
  /** The module the user must be given to see the entry, when not `module` itself (a web-only area built on another). */
  requires?: string;
}

export interface MenuSection {
  id: MenuSectionId;
  entries: readonly MenuEntry[];
}

/** Every web module declares its own entries (modules/<name>/module.ts); the menu only arranges them. */
const declarations = import.meta.glob<WebModule>('../../modules/*/module.ts', { eager: true, import: 'default' });
const declaredEntries = Object.values(declarations).flatMap((module) => module.menu ?? []);

/** The spec's menu labels (§2) plus the other built areas. */
export const menuSections: readonly MenuSection[] = MENU_SECTION_IDS.map((id) => ({
  id,
  entries: declaredEntries.filter((entry) => entry.section === id).sort((a, b) => a.order - b.order),
})).filter((section) => section.entries.length > 0);

/** The menu for a user who may use `modules` (the login answer's module ids): empty sections drop out. */
export function menuSectionsFor(modules: readonly string[]): MenuSection[] {
  return menuSections
    .map((section) => ({ ...section, entries: section.entries.filter((entry) => modules.includes(entry.requires ?? entry.module)) }))
    .filter((section) => section.entries.length > 0);
}
