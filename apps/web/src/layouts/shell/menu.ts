import type { SvgIconComponent } from '@mui/icons-material';
import ActivityLogIcon from '@mui/icons-material/History';
import ActionListIcon from '@mui/icons-material/Checklist';
import AnimalsIcon from '@mui/icons-material/Pets';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import DrugsIcon from '@mui/icons-material/Medication';
import EnquiriesIcon from '@mui/icons-material/ForumOutlined';
import EquipmentIcon from '@mui/icons-material/Handyman';
import FaqIcon from '@mui/icons-material/QuizOutlined';
import FarmsIcon from '@mui/icons-material/Agriculture';
import FeedIcon from '@mui/icons-material/Grass';
import GeneticsIcon from '@mui/icons-material/Biotech';
import GenotypePerformanceIcon from '@mui/icons-material/QueryStats';
import GeofencesIcon from '@mui/icons-material/Fence';
import GoalsIcon from '@mui/icons-material/Flag';
import InseminatorStatisticsIcon from '@mui/icons-material/Leaderboard';
import OrganisationIcon from '@mui/icons-material/CorporateFare';
import ReportsIcon from '@mui/icons-material/Assessment';
import SatelliteReportsIcon from '@mui/icons-material/SatelliteAlt';
import SemenAutomationIcon from '@mui/icons-material/Science';
import UsersIcon from '@mui/icons-material/People';
import type { ModuleId } from '../../app/route-map';

export interface MenuEntry {
  /** The label is `menu.items.<module>`; the entry is highlighted on every route of the module. */
  module: ModuleId;
  to: string;
  icon: SvgIconComponent;
}

export interface MenuSection {
  /** The heading is `menu.sections.<id>`. */
  id: 'farm' | 'breeding' | 'insights' | 'administration' | 'help';
  entries: readonly MenuEntry[];
}

/** The spec's menu labels (§2) plus the other built areas, grouped the way a farm works. */
export const menuSections: readonly MenuSection[] = [
  {
    id: 'farm',
    entries: [
      { module: 'dashboard', to: '/dashboard', icon: DashboardIcon },
      { module: 'farms', to: '/myfarm/farmlist', icon: FarmsIcon },
      { module: 'animals', to: '/animals', icon: AnimalsIcon },
      { module: 'actionList', to: '/my-schedule', icon: ActionListIcon },
      { module: 'feed', to: '/feed-management/ration-library', icon: FeedIcon },
      { module: 'goals', to: '/livestock_goals', icon: GoalsIcon },
      { module: 'equipment', to: '/equipmentinventory', icon: EquipmentIcon },
      { module: 'geofences', to: '/geofence', icon: GeofencesIcon },
    ],
  },
  {
    id: 'breeding',
    entries: [
      { module: 'drugs', to: '/drugList', icon: DrugsIcon },
      { module: 'genetics', to: '/genetics', icon: GeneticsIcon },
      { module: 'genotypePerformance', to: '/genotype-performance', icon: GenotypePerformanceIcon },
      { module: 'semenAutomation', to: '/semen-automation', icon: SemenAutomationIcon },
      { module: 'inseminatorStatistics', to: '/inseminator-statistics', icon: InseminatorStatisticsIcon },
    ],
  },
  {
    id: 'insights',
    entries: [
      { module: 'reports', to: '/analytics', icon: ReportsIcon },
      { module: 'satelliteReports', to: '/satellite_reports', icon: SatelliteReportsIcon },
    ],
  },
  {
    id: 'administration',
    entries: [
      { module: 'users', to: '/users', icon: UsersIcon },
      { module: 'organisation', to: '/organisation', icon: OrganisationIcon },
      { module: 'activityLog', to: '/activitylog', icon: ActivityLogIcon },
    ],
  },
  {
    id: 'help',
    entries: [
      { module: 'faq', to: '/faq', icon: FaqIcon },
      { module: 'enquiries', to: '/enquiries', icon: EnquiriesIcon },
    ],
  },
];

/** The menu for a user who may use `modules` (the login answer's module ids): empty sections drop out. */
export function menuSectionsFor(modules: readonly string[]): MenuSection[] {
  return menuSections
    .map((section) => ({ ...section, entries: section.entries.filter((entry) => modules.includes(entry.module)) }))
    .filter((section) => section.entries.length > 0);
}
