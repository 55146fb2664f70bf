import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DRUG_FORMATS, DRUG_SORT_COLUMNS } from '@ganado/shared/drugs';
import { errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { useDebounced } from '../../components/admin/paging';
import { useUrlQuery } from '../../components/admin/url-query';
import { ListFilters } from '../../components/ListFilters';
import { PageTitle } from '../../components/PageTitle';
import { FormAlert } from '../../components/form/FormAlert';
import { useSpecies } from '../animals/api';
import { speciesName } from '../animals/choices';
import { useDrugAccess } from './access';
import { exportDrugs } from './api';
import { CabinetTabs } from './cabinet/CabinetTabs';
import { DrugTable } from './list/DrugTable';
import { drugListState, FILTER_PARAMS } from './list/list-state';

/** A filter's native select, with a blank choice that filters nothing. */
function ChoiceFilter({ label, value, onChange, options, blank }: { label: string; value: string; onChange: (value: string) => void; options: { value: string; label: string }[]; blank: string }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{blank}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** /drugList: the medicine cabinet, searched, filtered, sorted and paged on the server, with its export. */
export function DrugListPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useTranslation(['drugs', 'common']);
  const { params, get, set } = useUrlQuery();
  const { sort, filters } = drugListState(params, useDebounced(get('search').trim()));
  const access = useDrugAccess();
  const species = useSpecies();
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const active = FILTER_PARAMS.filter((param) => get(param)).length;
  const flag = (param: 'prescriptionOnly' | 'lowStock') => (
    <FormControlLabel
      label={t(`list.filters.${param}`)}
      control={<Checkbox checked={get(param) === 'true'} onChange={(event) => set({ [param]: event.target.checked ? 'true' : undefined })} />}
    />
  );

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExportFailure(null);
    try {
      await exportDrugs({ ...filters, format, col: sort.col, desc: sort.col && sort.desc ? 'true' : undefined });
    } catch (error) {
      setExportFailure(errorText(error));
    }
  };

  return (
    <Box data-testid="drug-list" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {access.export && (
            <>
              <Button startIcon={<DownloadIcon />} onClick={() => void exportAs('csv')}>
                {t('list.exportCsv')}
              </Button>
              <Button startIcon={<DownloadIcon />} onClick={() => void exportAs('xlsx')}>
                {t('list.exportXlsx')}
              </Button>
            </>
          )}
          {access.create && (
            <Button component={RouterLink} to="/drugList/drugregister" variant="contained" startIcon={<AddIcon />}>
              {t('list.register')}
            </Button>
          )}
        </Box>
      </Box>
      <CabinetTabs current="drugs" />
      <FormAlert notice={exportFailure ? { severity: 'error', text: exportFailure } : null} />
      <ListFilters
        search={<TextField type="search" size="small" label={t('list.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} />}
        active={active}
      >
        <ChoiceFilter
          label={t('list.filters.species')}
          value={get('species')}
          onChange={(value) => set({ species: value })}
          options={(species.data ?? []).map((item) => ({ value: item.code, label: speciesName(item, i18n.language) }))}
          blank={t('list.any')}
        />
        <ChoiceFilter
          label={t('list.filters.format')}
          value={filters.drugFormat ?? ''}
          onChange={(value) => set({ drugFormat: value })}
          options={DRUG_FORMATS.map((format) => ({ value: format, label: t(`choices.formats.${format}`) }))}
          blank={t('list.any')}
        />
        {flag('prescriptionOnly')}
        {flag('lowStock')}
        <ChoiceFilter
          label={t('list.sortBy')}
          value={sort.col ?? ''}
          onChange={(col) => set({ col, desc: undefined })}
          options={DRUG_SORT_COLUMNS.filter((col) => col !== 'name').map((col) => ({ value: col, label: t(`list.sort.${col}`) }))}
          blank={t('list.sort.name')}
        />
      </ListFilters>
      <DrugTable
        filters={filters}
        sort={sort}
        onSort={(next) => set({ col: next.col, desc: next.desc ? 'true' : undefined })}
        emptyText={t(active > 0 || filters.search ? 'list.noMatch' : 'list.empty')}
      />
    </Box>
  );
}
