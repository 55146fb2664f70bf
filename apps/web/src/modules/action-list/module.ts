import ActionListIcon from '@mui/icons-material/Checklist';
import type { WebModule } from '../../app/routes';

/** Tasks, the calendar, and the records a task is completed with. */
export default {
  namespaces: ['action-list', 'animals', 'farms', 'auth', 'semen'],
  menu: [{ section: 'farm', order: 40, module: 'actionList', to: '/my-schedule', icon: ActionListIcon }],
  routes: {
    '/my-schedule': () => import('./TaskListPage').then((page) => page.TaskListPage),
    '/my-schedule/cal': () => import('./CalendarPage').then((page) => page.CalendarPage),
    '/my-schedule/create-task': () => import('./TaskFormPage').then((page) => page.CreateTaskPage),
    '/my-schedule/updatetask/:task_id': () => import('./TaskFormPage').then((page) => page.UpdateTaskPage),
    '/my-schedule/daily-task': () => import('./DailyTasksPage').then((page) => page.DailyTasksPage),
    '/my-schedule/task/:task_id': () => import('./TaskDetailPage').then((page) => page.TaskDetailPage),
    '/my-schedule/task/:task_id/record': () => import('./InseminationPage').then((page) => page.InseminationPage),
    '/my-schedule/task/:task_id/health': () => import('./HealthRecordPage').then((page) => page.HealthRecordPage),
  },
} satisfies WebModule;
