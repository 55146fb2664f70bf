import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureNotice } from './form/failure-notice';
import type { Notice } from './form/FormAlert';

/**
 * The steps of a record's life taken from its page (placing, shipping, cancelling an order): one at
 * a time, the page's figures asked again once one is taken, and the server's word said above the
 * page: its success message (a message key), or why it refused (failureNotice).
 */
export function useStepRunner<S extends string>({ refresh, onNotice }: { refresh: () => Promise<unknown>; onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation('messages');
  const [busy, setBusy] = useState<S | null>(null);
  /** Answers whether the step was taken. */
  const run = async (step: S, send: () => Promise<unknown>, message: string): Promise<boolean> => {
    onNotice(null);
    setBusy(step);
    try {
      await send();
      await refresh();
      onNotice({ severity: 'success', text: t(message) });
      return true;
    } catch (error) {
      onNotice(failureNotice(error));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
