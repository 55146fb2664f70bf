import type { FieldValues } from 'react-hook-form';
import { type DialogFormOptions, useDialogForm } from '../../../components/form/use-dialog-form';
import { useRefreshFeed } from '../api';

/** A form of the feed module (components/form/use-dialog-form.ts), the module's data asked again once saved. */
export function useFeedForm<Values extends FieldValues, Body, Saved = unknown>(options: Omit<DialogFormOptions<Values, Body, Saved>, 'refresh'>) {
  const refresh = useRefreshFeed();
  return useDialogForm<Values, Body, Saved>({ ...options, refresh });
}
