import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../components/form/FormAlert';

/** The "saved" message a form passes to the page it opens after saving (navigation state). */
export function useSavedNotice(): Notice | null {
  const { t } = useTranslation('messages');
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  return saved ? { severity: 'success', text: t(saved) } : null;
}
