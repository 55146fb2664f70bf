import { useState } from 'react';
import { errorText } from '../../app/api';
import type { Notice } from '../../components/form/FormAlert';

/**
 * The printed documents of a page (an order's invoice, a shipment's movement sheet): which one is
 * being fetched, for its button's spinner, and a failure said through the page's notice.
 */
export function useDownload<Key extends string>(onNotice: (notice: Notice | null) => void) {
  const [busy, setBusy] = useState<Key | null>(null);
  const get = async (key: Key, fetch: () => Promise<void>) => {
    setBusy(key);
    onNotice(null);
    try {
      await fetch();
    } catch (error) {
      onNotice({ severity: 'error', text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };
  return { busy, get };
}
