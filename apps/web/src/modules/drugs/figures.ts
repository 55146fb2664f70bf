import { useTranslation } from 'react-i18next';
import { EXPIRY_ALERT_DAYS } from '@ganado/shared/drugs';
import { todayIn, userTimeZone } from '@ganado/shared/format';
import { numberText } from '../../components/format';

const HOURS_PER_DAY = 24;
const DAY_MS = 86_400_000;

/** The last day of the expiry alert's window on this device's clock: stock expiring by then is flagged. */
const expiryAlertDay = (): string => todayIn(userTimeZone(), new Date(Date.now() + EXPIRY_ALERT_DAYS * DAY_MS));

/** Whether a drug's or pack's expiry falls within the alert's window (an expired one too). */
export const expiresSoon = (expiresOn: string | null): boolean => expiresOn !== null && expiresOn <= expiryAlertDay();

/** How the cabinet's pages write its figures, in the reader's language (components/format.ts). */
export function useDrugFigures() {
  const { t, i18n } = useTranslation('drugs');
  const number = (value: number, digits?: number) => numberText(value, i18n.language, { digits });
  const unit = (id: string, count?: number) => t(`choices.units.${id}`, { defaultValue: id, count });
  return {
    number,
    unit,
    /** "250 mL". */
    amount: (value: number, unitId: string) => t('figures.amount', { value: number(value), unit: unit(unitId, value) }),
    /** A withdrawal as labels give it: whole days in days ("28 d"), anything else in hours ("84 h"). */
    withdrawal: (hours: number) =>
      hours % HOURS_PER_DAY === 0 ? t('figures.days', { value: number(hours / HOURS_PER_DAY) }) : t('figures.hours', { value: number(hours) }),
    /** Hours as days, to a tenth ("3.5 d"), beside a figure typed in hours. */
    inDays: (hours: number) => t('figures.days', { value: number(hours / HOURS_PER_DAY, 1) }),
    /** A species of a label in the reader's language (the reference data holds English and Spanish names). */
    species: (row: { speciesName: string; speciesNameEs: string }) => (i18n.language.startsWith('es') ? row.speciesNameEs : row.speciesName),
  };
}
