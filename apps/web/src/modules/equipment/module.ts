import EquipmentIcon from '@mui/icons-material/Handyman';
import type { WebModule } from '../../app/routes';

/** Equipment (docs/decisions.md: equipment): the inventory, registration by type, maintenance, plans and documents. */
export default {
  namespaces: ['equipment'],
  menu: [{ section: 'farm', order: 70, module: 'equipment', to: '/equipmentinventory', icon: EquipmentIcon }],
  routes: {
    '/equipmentinventory': () => import('./InventoryPage').then((page) => page.InventoryPage),
    '/equipmentinventory/create': () => import('./ChooseTypePage').then((page) => page.ChooseTypePage),
    '/equipmentRegistration/:type': () => import('./EquipmentFormPage').then((page) => page.RegistrationPage),
    '/equipmentinventory/update/:id': () => import('./EquipmentFormPage').then((page) => page.UpdatePage),
    '/equipmentinventory/group': () => import('./GroupsPage').then((page) => page.GroupsPage),
    '/EquipmentRegistrationGroup': () => import('./GroupsPage').then((page) => page.RegistrationGroupPage),
  },
} satisfies WebModule;
