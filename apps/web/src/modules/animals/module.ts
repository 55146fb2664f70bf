import AnimalsIcon from '@mui/icons-material/Pets';
import type { Page, WebModule } from '../../app/routes';
import { routeMap } from '../../app/route-map';

/** An animal's tabs and their edit pages (`/animals/:animal_number/<tab>`), all in detail/pages.tsx. */
const animalTabPaths = routeMap
  .map((entry) => entry.path)
  .filter((path) => path.startsWith('/animals/:animal_number/') && path !== '/animals/:animal_number/edit');

const animalTab = (path: string) => async (): Promise<Page> => {
  const { animalDetailScreens } = await import('./detail/pages');
  const page = animalDetailScreens[path];
  if (!page) throw new Error(`detail/pages.tsx has no page for ${path}`);
  return page;
};

/** The herd register: the list, the forms, groups and every page of an animal. */
export default {
  // `genetics`: the genetic-worth and genotype tabs are the genetics module's; `feed`: the feed tab's current ration.
  namespaces: ['animals', 'activity-log', 'farms', 'auth', 'semen', 'genetics', 'feed'],
  menu: [{ section: 'farm', order: 30, module: 'animals', to: '/animals', icon: AnimalsIcon }],
  prefetch: { '/animals': (url) => import('./list-prefetch').then((module) => module.prefetchAnimalList(url)) },
  routes: {
    '/animals': () => import('./AnimalListPage').then((page) => page.AnimalListPage),
    '/animals/add-animal': () => import('./AnimalFormPage').then((page) => page.AddAnimalPage),
    '/animals/add-animal/farm/:farm_number': () => import('./AnimalFormPage').then((page) => page.AddAnimalPage),
    '/animals/add-animal/success/:animal_number': () => import('./AnimalAddedPage').then((page) => page.AnimalAddedPage),
    '/animals/group/:id': () => import('./GroupPage').then((page) => page.GroupPage),
    '/animals/:animal_number/edit': () => import('./AnimalFormPage').then((page) => page.EditAnimalPage),
    ...Object.fromEntries(animalTabPaths.map((path) => [path, animalTab(path)])),
  },
} satisfies WebModule;
