import { useTranslation } from 'react-i18next';

/** Where a pack stands, in the farm's words: "Termo 1 · canister 2 · goblet B" (the tank left out where it is the page's). */
export function usePlaceText() {
  const { t } = useTranslation('semen');
  return (pack: { tank: { name: string }; canister: number; goblet: string | null }, withTank = false) =>
    [withTank ? pack.tank.name : null, t('place.canisterNumber', { number: pack.canister }), pack.goblet ? t('place.gobletName', { goblet: pack.goblet }) : null].filter(Boolean).join(' · ');
}
