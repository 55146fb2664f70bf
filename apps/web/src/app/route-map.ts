/**
 * Every route of the product (docs/product.md §2), as plain data. The router is built from this list, the
 * side menu highlights by its `module`, and the end-to-end route walk imports it under Node,
 * so this file must not import React or anything that needs a browser.
 * Path choices the spec leaves open are explained in docs/decisions.md.
 */

import { APP_MODULES } from '@ganado/shared/auth';

/**
 * Menu/module ids: a route belongs to one module, and the side menu highlights by it. The modules a
 * user can be given come from the shared contract (the login answer lists them); `auth`, `account`
 * and `placeholder` are web-only groupings that every signed-in user has.
 */
export const WEB_ONLY_MODULE_IDS = ['auth', 'account', 'placeholder', 'barn'] as const;
export const MODULE_IDS = [...WEB_ONLY_MODULE_IDS, ...APP_MODULES] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/**
 * public: open without sign-in; private: needs sign-in, shown in the signed-in shell;
 * placeholder: a spec'd top-level route with no screen behind it yet; redirect: sends elsewhere.
 */
export type RouteKind = 'public' | 'private' | 'placeholder' | 'redirect';

export interface RouteEntry {
  /** React Router pattern: `:param`, optional `:param?`. */
  readonly path: string;
  readonly kind: RouteKind;
  /** Only for redirects: a pattern whose params are filled from the matched `path`. */
  readonly redirectTo?: string;
  /** Key of the page title in the `common` namespace; for a redirect, the title where it lands. */
  readonly titleKey: string;
  readonly module: ModuleId;
}

/**
 * Public routes a signed-in user does not need: visiting them sends the user to /myfarm (docs/product.md §4,
 * "a signed-in user going to login or register is sent to /myfarm").
 */
export const GUEST_ONLY_PATHS: readonly string[] = ['/login', '/register', '/register/:type'];

export function isGuestOnly(entry: RouteEntry): boolean {
  return GUEST_ONLY_PATHS.includes(entry.path);
}

type PageKind = Exclude<RouteKind, 'redirect'>;

/** One module's pages: path → page id, the title key being `titles.<module>.<page id>`. */
function pages(kind: PageKind, module: ModuleId, pathsToPageIds: Readonly<Record<string, string>>): RouteEntry[] {
  return Object.entries(pathsToPageIds).map(([path, pageId]) => ({
    path,
    kind,
    module,
    titleKey: `titles.${module}.${pageId}`,
  }));
}

/** `landsOn` names the page id the redirect ends on, so the e2e walk knows the title to expect. */
function redirect(path: string, redirectTo: string, module: ModuleId, landsOn: string): RouteEntry {
  return { path, kind: 'redirect', redirectTo, module, titleKey: `titles.${module}.${landsOn}` };
}

const animalTabs = {
  details: 'details',
  performance: 'performance',
  'performance/edit': 'editPerformance',
  feed: 'feed',
  'feed/edit': 'editFeed',
  reproduction: 'reproduction',
  'health-record': 'healthRecord',
  'health-record/edit': 'editHealthRecord',
  'animal-assessment': 'assessment',
  'animal-assessment/edit': 'editAssessment',
  reminders: 'reminders',
  groupInfo: 'groupInfo',
  activity: 'activity',
  notes: 'notes',
  'genetic-worth': 'geneticWorth',
  'genotype-data': 'genotypeData',
};

export const routeMap: readonly RouteEntry[] = [
  ...pages('public', 'auth', {
    '/login': 'login',
    '/register': 'register',
    '/register/:type': 'registerWith',
    '/pre-register': 'preRegister',
    '/setPassword/:id': 'setPassword',
    '/password/set': 'createPassword',
    '/forgot-password': 'forgotPassword',
    '/forgot-password/confirm': 'forgotPasswordConfirm',
    '/forget-password': 'resetByLink',
    '/reset-password': 'forcedReset',
    '/confirmation': 'confirmation',
    '/otp': 'otp',
  }),

  redirect('/', '/myfarm', 'farms', 'farmList'),
  redirect('/myfarm', '/myfarm/farmlist', 'farms', 'farmList'),
  ...pages('private', 'farms', {
    '/myfarm/farmlist': 'farmList',
    '/myfarm/detail/:farmId': 'detail',
    '/myfarm/register': 'register',
    '/myfarm/edit-farm/:farmId': 'editFarm',
    '/myfarm/edit': 'editSelected',
    '/myfarm/zones/:id': 'zones',
    '/myfarm/add-zone': 'addZone',
    '/myfarm/edit-zone/:id': 'editZone',
    '/myfarm/zone-details/:id': 'zoneDetails',
    '/myfarm/:id': 'overview',
    '/myfarm/editfarm/:id': 'editFarmDetails',
    '/googlemap': 'map',
  }),

  ...pages('private', 'account', { '/profile': 'profile', '/change-password': 'changePassword' }),
  ...pages('private', 'placeholder', { '/coming-soon': 'comingSoon' }),
  // The 403 target (docs/product.md §6).
  ...pages('private', 'dashboard', { '/dashboard': 'dashboard' }),

  ...pages('private', 'reports', { '/analytics': 'analytics' }),
  redirect('/analytics-reporting', '/analytics', 'reports', 'analytics'),
  redirect('/analytics-reporting/production', '/analytics-reporting/production/dairy', 'reports', 'dairyProduction'),
  ...pages('private', 'reports', {
    '/analytics-reporting/breeder': 'breeder',
    '/analytics-reporting/health': 'health',
    '/analytics-reporting/production/dairy': 'dairyProduction',
    '/analytics-reporting/production/meat': 'meatProduction',
    '/analytics-reporting/calfAnalytics': 'calf',
    '/analytics-reporting/animalAnalytics': 'animal',
    // The spec lists these doubled spellings as pages of their own; kept as they are.
    '/analytics-reporting/calffAnalytics': 'calfDetailed',
    '/analytics-reporting/animallAnalytics': 'animalDetailed',
    '/analytics-reporting/milkAnalytics': 'milk',
    '/analytics-reporting/studAnalytics': 'stud',
    '/analytics-reporting/milkingAnalytics': 'milking',
    '/analytics-reporting/milktypeAnalytics': 'milkType',
    '/analytics-reporting/semenAnalytics': 'semen',
    '/analytics-reporting/pregnancyAnalytics': 'pregnancy',
    // Placeholders in the spec; Ganado makes them real (docs/decisions.md: reports).
    '/my-reports': 'myReports',
    '/my-reports/satellite-reports': 'mySatelliteReports',
    '/my-reports/weather-reports': 'myWeatherReports',
  }),

  ...pages('private', 'actionList', {
    '/my-schedule': 'tasks',
    '/my-schedule/cal': 'calendar',
    '/my-schedule/create-task': 'createTask',
    '/my-schedule/daily-task': 'dailyTasks',
    '/my-schedule/task/:task_id': 'task',
    '/my-schedule/updatetask/:task_id': 'updateTask',
    '/my-schedule/task/:task_id/record': 'insemination',
    '/my-schedule/task/:task_id/health': 'healthRecord',
  }),

  // The barn: the selected farm's daily work, offline too (docs/decisions.md, "Offline in the barn").
  ...pages('private', 'barn', {
    '/barn': 'animals',
    '/barn/animal/:id': 'animal',
    '/barn/tasks': 'tasks',
    '/barn/sync': 'sync',
  }),

  ...pages('private', 'equipment', {
    '/equipmentinventory': 'inventory',
    '/equipmentinventory/create': 'create',
    '/equipmentinventory/update/:id': 'update',
    '/equipmentinventory/group': 'group',
    '/equipmentRegistration/:type': 'registration',
    '/EquipmentRegistrationGroup': 'registrationGroup',
  }),

  ...pages('private', 'geofences', {
    '/geofence': 'list',
    '/geofence/sub': 'sub',
    '/geofence/:farmid': 'farm',
    '/geofence/walkmeasure': 'walkMeasure',
    '/geofence/saved': 'saved',
  }),

  ...pages('private', 'faq', { '/faq': 'faq' }),
  ...pages('private', 'enquiries', {
    '/enquiries': 'list',
    '/enquiries/:id/chat': 'chat',
    '/enquiries/create': 'create',
  }),

  redirect('/feed-management', '/feed-management/ration-library', 'feed', 'rationLibrary'),
  ...pages('private', 'feed', {
    '/feed-management/ration-library': 'rationLibrary',
    '/feed-management/select-animal-group': 'selectAnimalGroup',
    '/feed-management/ingredients-group-selection': 'groupIngredients',
    '/feed-management/ration-group-suggestion': 'groupRationSuggestion',
    '/feed-management/select-animal-individual': 'selectAnimal',
    '/feed-management/ingredients-individual-selection': 'individualIngredients',
    '/feed-management/ration-individual-suggestion/:rationId': 'individualRationSuggestion',
    '/feed-management/ingredient-inventory': 'ingredientInventory',
    '/feed-management/ingredient-inventory/add': 'addIngredient',
    '/feed-management/ingredient-inventory/:ingredient_number/edit': 'editIngredient',
    '/feed-management/ingredient-library': 'ingredientLibrary',
    '/feed-management/feed-suppliers': 'suppliers',
    '/feed-management/suggestion': 'suggestion',
  }),

  ...pages('private', 'users', {
    '/users': 'list',
    '/users/imported': 'imported',
    '/users/import-status': 'importStatus',
    '/users/deactivated': 'deactivated',
    '/roles/:department?': 'roles',
    '/roles/permissions/:department?/:role_number?': 'permissions',
    '/departments': 'departments',
  }),
  ...pages('private', 'activityLog', { '/activitylog': 'activityLog' }),

  ...pages('private', 'genetics', {
    '/genetics': 'list',
    '/genetics/evaluations': 'evaluations',
    '/genetics/edit/v2/:geneticid': 'edit',
    '/genetics/manage-animal-group': 'manageAnimalGroup',
    '/genetics/bulkUploadStatus': 'bulkUploadStatus',
    '/genetics/requiredFieldsSetting': 'requiredFields',
    '/genetics/modelSettings': 'modelSettings',
    '/genetics/contemporaryGroups': 'contemporaryGroups',
    '/genetics/contemporaryGroup/add': 'addContemporaryGroup',
    '/genetics/contemporaryGroup/edit/:trait/:id': 'editContemporaryGroup',
    '/genetics/v2/data-submission': 'dataSubmissionV2',
    '/genetics/data-submission': 'dataSubmission',
    '/genetic-search': 'search',
    '/search-list': 'searchResults',
    '/compare-genetic': 'compare',
    '/genetics/epd-info/:geneticid': 'epdInfo',
  }),

  ...pages('private', 'animals', {
    '/animals': 'list',
    '/animals/add-animal': 'add',
    '/animals/add-animal/success/:animal_number': 'added',
    '/animals/add-animal/farm/:farm_number': 'addToFarm',
    '/animals/group/:id': 'group',
    '/animals/:animal_number/edit': 'edit',
  }),
  redirect('/animals/:animal_number', '/animals/:animal_number/details', 'animals', 'details'),
  ...pages(
    'private',
    'animals',
    Object.fromEntries(Object.entries(animalTabs).map(([tab, pageId]) => [`/animals/:animal_number/${tab}`, pageId])),
  ),

  ...pages('private', 'satelliteReports', {
    '/satellite_reports': 'list',
    '/satellite_reports/primary-geofence': 'primaryGeofence',
  }),

  ...pages('private', 'goals', {
    '/livestock-goals/user-guide': 'userGuide',
    '/livestock_goals': 'list',
    '/livestock_goals/add': 'add',
    '/livestock_goals/update/:id': 'update',
    '/livestock_goals/viewDetails/:id': 'details',
  }),

  // Genotype records are part of genetics and breeding in the menu.
  ...pages('private', 'genetics', {
    '/genoList': 'genotypes',
    '/genoList/genoReg': 'registerGenotype',
    '/genoList/geno/:id': 'genotype',
    '/genoList/editGeno/:id': 'editGenotype',
  }),

  ...pages('private', 'drugs', {
    '/drugList': 'list',
    '/drugList/drugregister': 'register',
    '/drugList/orders': 'orders',
    '/drugList/orders/new': 'newOrder',
    '/drugList/orders/:id': 'order',
    '/drugList/orders/:id/edit': 'editOrder',
    '/drugList/register': 'medicineRegister',
    '/drugList/protocols': 'protocols',
    '/drugList/:id': 'details',
    '/drugList/editDrug/:id': 'edit',
  }),

  // Sales and purchases: the spec's "sell and trade" and "buy" screens, with the product catalogue,
  // the shipments of animals (the spec's "send to abattoir", "ship and track") and the summary.
  ...pages('private', 'orders', {
    '/sell-trade': 'sales',
    '/buy-view': 'purchases',
    '/orders/new': 'newOrder',
    '/orders/products': 'products',
    '/orders/summary': 'summary',
    '/send-to-abattoir': 'sendToAbattoir',
    '/ship-and-track': 'shipAndTrack',
    '/shipment-details': 'shipmentDetails',
    '/orders/:id': 'order',
    '/orders/:id/edit': 'editOrder',
  }),

  // Semen automation: the batches collections make, approved or rejected against the organisation's
  // thresholds, with the collections, sires, inseminators and thresholds, and the tanks the straws
  // are stored in with their monthly count (docs/decisions.md: semen).
  ...pages('private', 'semenAutomation', {
    '/semen-automation': 'batches',
    '/semen-automation/batches/:id': 'batch',
    '/semen-automation/collections': 'collections',
    '/semen-automation/collections/new': 'newCollection',
    '/semen-automation/sires': 'sires',
    '/semen-automation/sires/:id': 'sire',
    '/semen-automation/inseminators': 'inseminators',
    '/semen-automation/thresholds': 'thresholds',
    '/semen-automation/tanks': 'tanks',
    '/semen-automation/tanks/:id': 'tank',
    '/semen-automation/tanks/:id/count': 'tankCount',
  }),

  // The fertility statistics screens the spec's menu labels name, served by the semen module, each
  // under its own permission (docs/decisions.md: semen automation, the statistics screens).
  ...pages('private', 'inseminatorStatistics', { '/inseminator-statistics': 'inseminatorStatistics' }),
  ...pages('private', 'organisation', { '/organisation': 'organisation' }),
  ...pages('private', 'genotypePerformance', { '/genotype-performance': 'genotypePerformance' }),

  ...pages('placeholder', 'placeholder', {
    '/my-farm': 'myFarm',
    '/my-farm/farm-registration': 'farmRegistration',
    '/my-farm/my-documents': 'farmDocuments',
    '/crops': 'crops',
    '/planting': 'planting',
    '/livestock': 'livestock',
    '/livestock-observations': 'livestockObservations',
    '/register-edit-livestock': 'editLivestockRegistration',
    '/register-new-livestock': 'registerNewLivestock',
    '/livestock/my-documents': 'livestockDocuments',
    '/set-up-sensors': 'setUpSensors',
    '/marketplace': 'marketplace',
    '/my-documents': 'myDocuments',
    '/my-documents/add-document': 'addDocument',
    '/government-service-desk': 'governmentServiceDesk',
    '/knowledge-garden': 'knowledgeGarden',
  }),
];

/**
 * Sample values for params whose value the page will check; any other `:name` becomes
 * `sample-name`, which never collides with a static segment.
 */
const SAMPLE_PARAM_VALUES: Readonly<Record<string, string>> = {
  // /register/:type accepts email or mobile only.
  type: 'email',
};

/** A concrete URL for a pattern: each `:name` gets a sample value, optional segments are dropped. */
export function examplePath(path: string): string {
  const segments = path
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      return SAMPLE_PARAM_VALUES[name] ?? `sample-${name}`;
    });
  return segments.join('/') || '/';
}
