import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../../app/route-map';
import { type DateRange, DateRangeFields } from '../../../components/DateRangeFields';
import { PageTitle } from '../../../components/PageTitle';
import { FarmSelect, type FarmChoice } from '../../farms/FarmChoice';
import { FormSection } from '../../farms/form/fields';
import { NoFarmSelected } from '../../farms/NoFarmSelected';

interface FarmPeriodProps {
  entry: RouteEntry;
  farm: FarmChoice;
  range: DateRange;
  onRange: (range: DateRange) => void;
  /** The last day the period may end on. */
  max: string;
  /** The report of the farm chosen. */
  children: ReactNode;
}

/** A farm report's page: one of the organisation's farms (the selected one first) and a period, then the report. */
export function FarmPeriod({ entry, farm, range, onRange, max, children }: FarmPeriodProps) {
  const { t } = useTranslation(['reports', 'common']);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      {farm.listed?.length === 0 ? (
        <NoFarmSelected />
      ) : (
        <FormSection title={t('myReports.farmReports.choose')}>
          <FarmSelect choice={farm} label={t('myReports.farmReports.farm')} />
          <DateRangeFields value={range} onChange={onRange} labels={{ from: t('myReports.farmReports.from'), to: t('myReports.farmReports.to') }} max={max} />
        </FormSection>
      )}
      {children}
    </Box>
  );
}
