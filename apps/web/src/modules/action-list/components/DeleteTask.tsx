import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Task } from '@ganado/shared/action-list';
import { DeleteButton } from '../../animals/components/DeleteButton';
import { deleteTask } from '../api';

/** Deletes the task after the shared confirmation, then opens the list; a refusal shows beside the button. */
export function DeleteTask({ task }: { task: Task }) {
  const { t } = useTranslation('action-list');
  const navigate = useNavigate();
  const remove = async () => {
    await deleteTask(task.id);
    void navigate('/my-schedule', { state: { saved: 'success.taskDeleted' } });
  };
  return <DeleteButton label={t('form.delete')} onDelete={remove} />;
}
