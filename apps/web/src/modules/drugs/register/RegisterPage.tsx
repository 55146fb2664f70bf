import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@ganado/shared/format';
import { errorText } from '../../../app/api';
import type { RouteEntry } from '../../../app/route-map';
import { useUrlQuery } from '../../../components/admin/url-query';
import { DateInput } from '../../../components/dates/pickers';
import { ListFilters } from '../../../components/ListFilters';
import { PageTitle } from '../../../components/PageTitle';
import { FormAlert } from '../../../components/form/FormAlert';
import { useDrugAccess } from '../access';
import { CabinetTabs } from '../cabinet/CabinetTabs';
import { DrugSearchField } from '../cabinet/DrugSearchField';
import { exportRegister, type RegisterFormat } from './api';
import { registerFilters } from './register-state';
import { RegisterTable } from './RegisterTable';

const FORMATS: readonly RegisterFormat[] = ['csv', 'xlsx', 'pdf'];

/**
 * /drugList/register, the medicine register (EU 2019/6 art. 108): every treatment and vaccination given, for a
 * period and a drug kept in the URL, newest first, with its file for the inspector in three formats.
 */
export function RegisterPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['drugs', 'common']);
  const { params, get, set } = useUrlQuery();
  const filters = registerFilters(params);
  const access = useDrugAccess();
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const active = (['from', 'to'] as const).filter((key) => filters[key]).length;
  // A day cleared empties the filter; a day half typed leaves it as it was until it is a day.
  const day = (key: 'from' | 'to') => (
    <DateInput
      value={get(key)}
      onChange={(next) => (next === '' || isIsoDate(next) ? set({ [key]: next || undefined }) : undefined)}
      max={key === 'from' ? filters.to : undefined}
      field={{ size: 'small', label: t(`register.${key}`) }}
    />
  );

  const exportAs = async (format: RegisterFormat) => {
    setExportFailure(null);
    try {
      await exportRegister({ ...filters, format });
    } catch (error) {
      setExportFailure(errorText(error));
    }
  };

  return (
    <Box data-testid="medicine-register" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {access.export && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {FORMATS.map((format) => (
              <Button key={format} startIcon={<DownloadIcon />} onClick={() => void exportAs(format)}>
                {t(`register.export.${format}`)}
              </Button>
            ))}
          </Box>
        )}
      </Box>
      <CabinetTabs current="register" />
      <FormAlert notice={exportFailure ? { severity: 'error', text: exportFailure } : null} />
      <ListFilters
        search={<DrugSearchField size="small" value={filters.drugId ?? null} onChange={(drugId) => set({ drugId: drugId ?? undefined })} label={t('register.drug')} />}
        active={active}
      >
        {day('from')}
        {day('to')}
      </ListFilters>
      <RegisterTable filters={filters} emptyText={t(active > 0 || filters.drugId ? 'register.noMatch' : 'register.empty')} />
    </Box>
  );
}
