import FeedIcon from '@mui/icons-material/Grass';
import type { WebModule } from '../../app/routes';

/**
 * Feed management (issue 20; docs/decisions.md: feed): the ration library, the least-cost ration of
 * a group or an animal formulated from the feeds chosen, the lots in stock, the feed library, the
 * suppliers' price lists and what to buy or use up.
 */
export default {
  // `animals`: the animal search of the individual ration and of applying a ration; `genetics`: the
  // file field and row report the laboratory analysis upload shares with the EPD upload.
  namespaces: ['feed', 'animals', 'genetics'],
  menu: [{ section: 'farm', order: 50, module: 'feed', to: '/feed-management/ration-library', icon: FeedIcon }],
  routes: {
    '/feed-management/ration-library': () => import('./rations/RationLibraryPage').then((page) => page.RationLibraryPage),
    '/feed-management/select-animal-group': () => import('./formulation/TargetPage').then((page) => page.GroupTargetPage),
    '/feed-management/ingredients-group-selection': () => import('./formulation/FeedsPage').then((page) => page.GroupFeedsPage),
    '/feed-management/ration-group-suggestion': () => import('./rations/RationPage').then((page) => page.GroupRationPage),
    '/feed-management/select-animal-individual': () => import('./formulation/TargetPage').then((page) => page.AnimalTargetPage),
    '/feed-management/ingredients-individual-selection': () => import('./formulation/FeedsPage').then((page) => page.AnimalFeedsPage),
    '/feed-management/ration-individual-suggestion/:rationId': () => import('./rations/RationPage').then((page) => page.AnimalRationPage),
    '/feed-management/ingredient-inventory': () => import('./inventory/InventoryPage').then((page) => page.InventoryPage),
    '/feed-management/ingredient-inventory/add': () => import('./inventory/LotFormPage').then((page) => page.ReceiveLotPage),
    '/feed-management/ingredient-inventory/:ingredient_number/edit': () => import('./inventory/LotFormPage').then((page) => page.EditLotPage),
    '/feed-management/ingredient-library': () => import('./library/LibraryPage').then((page) => page.LibraryPage),
    '/feed-management/feed-suppliers': () => import('./suppliers/SuppliersPage').then((page) => page.SuppliersPage),
    '/feed-management/suggestion': () => import('./suggestions/SuggestionsPage').then((page) => page.SuggestionsPage),
  },
} satisfies WebModule;
