import { configure } from '@testing-library/react';
import { renderApp } from '../../../testing/render';

// These pages are long forms and tables, each test rendering the whole app: on the two shared cores
// findBy's wait (testing/render.tsx gives 4 s) ran out under load; only these files wait longer.
configure({ asyncUtilTimeout: 10_000 });

/** Ids the genetics page tests share. */
export const CALF_ID = '00000000-0000-4000-8000-000000000c01';
export const SIRE_ID = '00000000-0000-4000-8000-000000000c02';
export const DAM_ID = '00000000-0000-4000-8000-000000000c03';
export const OTHER_CALF_ID = '00000000-0000-4000-8000-000000000c04';
export const USER_ID = '00000000-0000-4000-8000-000000000c05';

/** A genetics page at `path`, in the whole app (its shell, route guard and the module's routes). */
export const renderGeneticsPage = (path: string) => renderApp(path);
