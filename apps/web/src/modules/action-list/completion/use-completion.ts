import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TaskCompletion } from '@ganado/shared/action-list';
import { errorText } from '../../../app/api';
import type { TaskResult } from '../api';
import { taskPath } from '../calendar/events';

/**
 * Sends a completion: on success back to the task's page with the success message (navigation state,
 * as every form does); a refusal puts each server error under its field and its message above Save.
 */
export function useCompletionSubmit<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  taskId: string,
  save: (body: O) => Promise<TaskResult<TaskCompletion>>,
  successKey: string,
) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const result = await save(body);
      if (result.ok) {
        void navigate(taskPath(taskId), { state: { saved: successKey } });
        return;
      }
      for (const item of result.error.errors) form.setError(item.param as FieldPath<V>, { type: 'server', message: item.key ?? item.msg });
      setFailure(errorText(result.error));
    } catch (error) {
      setFailure(errorText(error));
    }
  });
  return { submit, failure, submitting: form.formState.isSubmitting };
}
