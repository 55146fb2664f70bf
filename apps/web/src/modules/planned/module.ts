import EnquiriesIcon from '@mui/icons-material/ForumOutlined';
import EquipmentIcon from '@mui/icons-material/Handyman';
import GoalsIcon from '@mui/icons-material/Flag';
import type { WebModule } from '../../app/routes';

/**
 * The spec's areas with no screens yet: in the menu already, their routes show the coming-soon page
 * (routes.tsx). The module that builds one takes its entry from here.
 */
export default {
  menu: [
    { section: 'farm', order: 60, module: 'goals', to: '/livestock_goals', icon: GoalsIcon },
    { section: 'farm', order: 70, module: 'equipment', to: '/equipmentinventory', icon: EquipmentIcon },
    { section: 'help', order: 20, module: 'enquiries', to: '/enquiries', icon: EnquiriesIcon },
  ],
} satisfies WebModule;
