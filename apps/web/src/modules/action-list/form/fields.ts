import type { UseFormReturn } from 'react-hook-form';
import type { TaskForm, TaskRequest } from '@ganado/shared/action-list';

export type TaskFormApi = UseFormReturn<TaskForm, unknown, TaskRequest>;
