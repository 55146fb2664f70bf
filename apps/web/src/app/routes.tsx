import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from '../layouts/shell/AppShell';
import { PublicLayout } from '../layouts/PublicLayout';
import { ChangePasswordPage } from '../modules/auth/ChangePasswordPage';
import { ConfirmationPage } from '../modules/auth/ConfirmationPage';
import { ForgotPasswordConfirmPage } from '../modules/auth/ForgotPasswordConfirmPage';
import { ForgotPasswordPage } from '../modules/auth/ForgotPasswordPage';
import { OtpPage } from '../modules/auth/OtpPage';
import { PreRegisterPage } from '../modules/auth/PreRegisterPage';
import { ResetByLinkPage } from '../modules/auth/ResetByLinkPage';
import { CreatePasswordPage, SetPasswordPage } from '../modules/auth/SetPasswordPage';
import { ForcedResetPage } from '../modules/auth/ForcedResetPage';
import { LoginPage } from '../modules/auth/LoginPage';
import { RegisterPage } from '../modules/auth/RegisterPage';
import { SignUpPage } from '../modules/auth/SignUpPage';
import { CalendarPage } from '../modules/action-list/CalendarPage';
import { HealthRecordPage } from '../modules/action-list/HealthRecordPage';
import { InseminationPage } from '../modules/action-list/InseminationPage';
import { ActivityLogPage } from '../modules/activity-log/ActivityLogPage';
import { DailyTasksPage } from '../modules/action-list/DailyTasksPage';
import { TaskDetailPage } from '../modules/action-list/TaskDetailPage';
import { CreateTaskPage, UpdateTaskPage } from '../modules/action-list/TaskFormPage';
import { TaskListPage } from '../modules/action-list/TaskListPage';
import { AnimalAddedPage } from '../modules/animals/AnimalAddedPage';
import { AddAnimalPage, EditAnimalPage } from '../modules/animals/AnimalFormPage';
import { AnimalListPage } from '../modules/animals/AnimalListPage';
import { GroupPage } from '../modules/animals/GroupPage';
import { DashboardPage } from '../modules/dashboard/DashboardPage';
import { DepartmentsPage } from '../modules/departments/DepartmentsPage';
import { ProfilePage } from '../modules/profile/ProfilePage';
import { animalDetailScreens } from '../modules/animals/detail/pages';
import { FarmDetailPage } from '../modules/farms/FarmDetailPage';
import { EditFarmPage, RegisterFarmPage } from '../modules/farms/FarmFormPage';
import { FarmListPage } from '../modules/farms/FarmListPage';
import { FarmsMapPage } from '../modules/farms/FarmsMapPage';
import { FarmGeofencePage } from '../modules/geofences/FarmGeofencePage';
import { GeofencesPage } from '../modules/geofences/GeofencesPage';
import { SavedGeofencesPage } from '../modules/geofences/SavedGeofencesPage';
import { SubGeofencesPage } from '../modules/geofences/SubGeofencesPage';
import { WalkMeasurePage } from '../modules/geofences/WalkMeasurePage';
import { AddZonePage, EditZonePage } from '../modules/farms/zones/ZoneFormPage';
import { ZoneDetailPage } from '../modules/farms/zones/ZoneDetailPage';
import { ZonesPage } from '../modules/farms/zones/ZonesPage';
import { SatelliteReportPage } from '../modules/satellite/SatelliteReportPage';
import { PermissionsPage } from '../modules/roles/PermissionsPage';
import { RolesPage } from '../modules/roles/RolesPage';
import { ImportStatusPage } from '../modules/users/ImportStatusPage';
import { DeactivatedUsersPage, ImportedUsersPage, UsersPage } from '../modules/users/UsersPage';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PublicFlowPage } from '../pages/PublicFlowPage';
import type { RouteHandle } from './current-route';
import { GuestOnly, RequireSession, SessionRoot } from './guards';
import { Redirect } from './Redirect';
import { isGuestOnly, routeMap, type RouteEntry } from './route-map';

type Page = ComponentType<{ entry: RouteEntry }>;

/** The public screens of spec §2. */
const publicScreens: Readonly<Record<string, Page>> = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/register/:type': SignUpPage,
  '/reset-password': ForcedResetPage,
  '/confirmation': ConfirmationPage,
  '/pre-register': PreRegisterPage,
  '/setPassword/:id': SetPasswordPage,
  '/password/set': CreatePasswordPage,
  '/forgot-password': ForgotPasswordPage,
  '/forgot-password/confirm': ForgotPasswordConfirmPage,
  '/forget-password': ResetByLinkPage,
  '/otp': OtpPage,
};

/** Signed-in screens built so far; the others show their title and a "coming soon" line. */
const privateScreens: Readonly<Record<string, Page>> = {
  '/profile': ProfilePage,
  '/change-password': ChangePasswordPage,
  '/dashboard': DashboardPage,
  '/departments': DepartmentsPage,
  '/roles/:department?': RolesPage,
  '/roles/permissions/:department?/:role_number?': PermissionsPage,
  '/activitylog': ActivityLogPage,
  '/users': UsersPage,
  '/users/deactivated': DeactivatedUsersPage,
  '/users/imported': ImportedUsersPage,
  '/users/import-status': ImportStatusPage,
  '/myfarm/farmlist': FarmListPage,
  '/myfarm/register': RegisterFarmPage,
  '/myfarm/edit-farm/:farmId': EditFarmPage,
  '/myfarm/editfarm/:id': EditFarmPage,
  '/myfarm/edit': EditFarmPage,
  '/myfarm/detail/:farmId': FarmDetailPage,
  '/myfarm/:id': FarmDetailPage,
  '/myfarm/zones/:id': ZonesPage,
  '/myfarm/add-zone': AddZonePage,
  '/myfarm/edit-zone/:id': EditZonePage,
  '/myfarm/zone-details/:id': ZoneDetailPage,
  '/googlemap': FarmsMapPage,
  '/geofence': GeofencesPage,
  '/geofence/sub': SubGeofencesPage,
  '/geofence/:farmid': FarmGeofencePage,
  '/geofence/walkmeasure': WalkMeasurePage,
  '/geofence/saved': SavedGeofencesPage,
  '/satellite_reports': SatelliteReportPage,
  '/satellite_reports/primary-geofence': SatelliteReportPage,
  '/my-schedule/cal': CalendarPage,
  '/my-schedule/task/:task_id/record': InseminationPage,
  '/my-schedule/task/:task_id/health': HealthRecordPage,
  ...animalDetailScreens,
  '/animals': AnimalListPage,
  '/animals/add-animal': AddAnimalPage,
  '/animals/add-animal/farm/:farm_number': AddAnimalPage,
  '/animals/add-animal/success/:animal_number': AnimalAddedPage,
  '/animals/group/:id': GroupPage,
  '/animals/:animal_number/edit': EditAnimalPage,
  '/my-schedule': TaskListPage,
  '/my-schedule/create-task': CreateTaskPage,
  '/my-schedule/updatetask/:task_id': UpdateTaskPage,
  '/my-schedule/task/:task_id': TaskDetailPage,
  '/my-schedule/daily-task': DailyTasksPage,
};

function pageRoute(entry: RouteEntry, Page: Page): RouteObject {
  const handle: RouteHandle = { entry };
  return { path: entry.path, handle, element: <Page entry={entry} /> };
}

function redirectRoute(entry: RouteEntry): RouteObject {
  if (!entry.redirectTo) throw new Error(`Redirect route ${entry.path} has no redirectTo`);
  return { path: entry.path, element: <Redirect to={entry.redirectTo} /> };
}

/**
 * The route tree, built from the route map; exported for tests, which mount it in memory.
 * The guard of spec §4 is in the tree: login and register sit under GuestOnly, every signed-in
 * and placeholder page under RequireSession; the other public pages and the 404 page are open.
 */
export function buildRoutes(entries: readonly RouteEntry[] = routeMap): RouteObject[] {
  const ofKind = (...kinds: RouteEntry['kind'][]) => entries.filter((entry) => kinds.includes(entry.kind));
  const publicPage = (entry: RouteEntry) => pageRoute(entry, publicScreens[entry.path] ?? PublicFlowPage);
  const publicEntries = ofKind('public');
  return [
    {
      element: <SessionRoot />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { element: <GuestOnly />, children: publicEntries.filter(isGuestOnly).map(publicPage) },
            ...publicEntries.filter((entry) => !isGuestOnly(entry)).map(publicPage),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          element: (
            <RequireSession>
              <AppShell />
            </RequireSession>
          ),
          children: ofKind('private', 'placeholder').map((entry) => pageRoute(entry, privateScreens[entry.path] ?? ComingSoonPage)),
        },
        ...ofKind('redirect').map(redirectRoute),
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
