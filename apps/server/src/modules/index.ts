import actionList from './action-list/module';
import activityLog from './activity-log/module';
import animals from './animals/module';
import barn from './barn/module';
import dashboard from './dashboard/module';
import departments from './departments/module';
import faq from './faq/module';
import equipment from './equipment/module';
import goals from './goals/module';
import drugs from './drugs/module';
import enquiries from './enquiries/module';
import farms from './farms/module';
import feed from './feed/module';
import genetics from './genetics/module';
import health from './health/module';
import type { ServerModule } from './module';
import notifications from './notifications/module';
import orders from './orders/module';
import semen from './semen/module';
import reports from './reports/module';
import passwords from './passwords/module';
import preRegister from './pre-register/module';
import profile from './profile/module';
import reference from './reference/module';
import roles from './roles/module';
import satellite from './satellite/module';
import sessions from './sessions/module';
import signUp from './sign-up/module';
import supplies from './supplies/module';
import users from './users/module';
import weather from './weather/module';

/**
 * Every server module, in the order their routes are registered (docs/ARCHITECTURE.md, "Folder
 * map"). Listed by hand rather than found on disk: the production build is one esbuild bundle
 * (apps/server/build.mjs). `module.test.ts` fails when a folder with routes is missing here.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  health,
  reference,
  sessions,
  users,
  signUp,
  passwords,
  preRegister,
  departments,
  roles,
  activityLog,
  profile,
  dashboard,
  farms,
  animals,
  actionList,
  supplies,
  drugs,
  orders,
  semen,
  genetics,
  feed,
  reports,
  faq,
  equipment,
  enquiries,
  goals,
  barn,
  weather,
  satellite,
  notifications,
];
