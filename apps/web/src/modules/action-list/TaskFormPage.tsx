import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { taskRequest, type Task, type TaskForm as TaskValues, type TaskRequest } from '@ganado/shared/action-list';
import { errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { PageTitle } from '../../components/PageTitle';
import { FormFooter, useSaveFlow } from '../farms/form/save-flow';
import { createTask, updateTask } from './api';
import { TaskPage } from './components/TaskPage';
import { DeleteTask } from './components/DeleteTask';
import { TaskForm } from './form/TaskForm';
import { placeServerErrors, taskFormValues } from './form/values';

/** Create or edit; once saved, the task's page opens with the saved message. */
function TaskEditor({ task }: { task?: Task }) {
  const form = useForm<TaskValues, unknown, TaskRequest>({ resolver: zodResolver(taskRequest), defaultValues: taskFormValues(task) });
  const flow = useSaveFlow(form.formState.isDirty);

  const submit = form.handleSubmit(async (body) => {
    flow.setFailure(null);
    try {
      const result = task ? await updateTask({ ...body, id: task.id }) : await createTask(body);
      if (result.ok) {
        flow.open(`/my-schedule/task/${result.data.id}`, task ? 'success.taskUpdated' : 'success.taskAdded');
        return;
      }
      placeServerErrors(result.error, form.setError);
      flow.setFailure(errorText(result.error, 'errors.checkAllValues'));
    } catch (error) {
      // Not an answer of the server (the network, a bug): only the message can be shown.
      flow.setFailure(errorText(error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="task-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TaskForm form={form} task={task} />
      <FormFooter flow={flow} cancelTo={task ? `/my-schedule/task/${task.id}` : '/my-schedule'} submitting={form.formState.isSubmitting} />
    </Box>
  );
}

/** /my-schedule/create-task. */
export function CreateTaskPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <TaskEditor />
    </Box>
  );
}

/** /my-schedule/updatetask/:task_id. */
export function UpdateTaskPage({ entry }: { entry: RouteEntry }) {
  return (
    <TaskPage entry={entry}>
      {(loaded) => (
        <>
          <TaskEditor key={loaded.id} task={loaded} />
          <DeleteTask task={loaded} />
        </>
      )}
    </TaskPage>
  );
}
