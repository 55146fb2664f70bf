import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useUrlQuery } from '../../components/admin/url-query';
import { ANIMAL_SORT_COLUMNS, ANIMAL_STATUSES, CATEGORY_STAGES, GENDERS } from '@ganado/shared/animals';
import { errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { useDebounced } from '../../components/admin/paging';
import { QueryState } from '../../components/admin/QueryState';
import { ListFilters } from '../../components/ListFilters';
import { PageTitle } from '../../components/PageTitle';
import { FormAlert } from '../../components/form/FormAlert';
import { useSavedNotice } from '../farms/saved-notice';
import { useSelectedFarm } from '../farms/selected-farm';
import { exportAnimals, useBreeds, useFarmOptions, useGroups, useSpecies } from './api';
import { speciesName, useChoiceOptions } from './choices';
import { AnimalTable } from './components/AnimalTable';
import { ALL_FARMS, animalListState, VIEWS, type View } from './list-state';

// Shown on demand: their forms (react-hook-form, dialogs) stay off the list's first load (docs/decisions.md, "Initial load").
const GroupDialog = lazy(() => import('./components/GroupDialog').then((module) => ({ default: module.GroupDialog })));
const ImportDialog = lazy(() => import('./components/ImportDialog').then((module) => ({ default: module.ImportDialog })));

/** A filter select: native, with a blank "any" choice. */
function FilterSelect({ label, value, onChange, options, any }: { label: string; value: string; onChange: (value: string) => void; options: { value: string; label: string }[]; any?: string }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      {any !== undefined && <option value="">{any}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** The groups as cards, each with its head count, opening the group. */
function GroupCards() {
  const { t } = useTranslation('animals');
  const groups = useGroups();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Button onClick={() => setCreating(true)} startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }}>
        {t('groups.new')}
      </Button>
      <QueryState query={groups} emptyText={t('groups.empty')} isEmpty={(answer) => answer.total === 0}>
        {(answer) => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
            {answer.items.map((group) => (
              <Card key={group.id} variant="outlined" component="article" aria-label={group.name}>
                <CardActionArea component={RouterLink} to={`/animals/group/${group.id}`}>
                  <CardContent>
                    <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {group.name}
                    </Typography>
                    {group.farmName && <Typography color="text.secondary">{group.farmName}</Typography>}
                    <Typography>{t('groups.count', { count: group.animalCount })}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        )}
      </QueryState>
      {creating && (
        <Suspense fallback={null}>
          <GroupDialog onClose={() => setCreating(false)} onSaved={(group) => void navigate(`/animals/group/${group.id}`)} />
        </Suspense>
      )}
    </Box>
  );
}

/** The list's state (list-state.ts), with the URL's search text asked for once typing pauses. */
function useListState() {
  const { params, get, set } = useUrlQuery();
  const { farm: selected } = useSelectedFarm();
  const search = useDebounced(get('search').trim());
  return { get, set, ...animalListState(params, selected?.id, search) };
}

/** The URL's filters a person sets in the filters (the search and the sort are not counted). */
const FILTER_PARAMS = ['status', 'farmId', 'gender', 'speciesCode', 'breedCode', 'categoryStage', 'groupId'] as const;

/** /animals: the herd, filtered, sorted and paged on the server, with the bulk actions, export and import. */
export function AnimalListPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useTranslation(['animals', 'common']);
  const { get, set, farmParam, sort, view, filters, tableFilters } = useListState();
  const [importing, setImporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const saved = useSavedNotice();
  const farms = useFarmOptions();
  const species = useSpecies();
  const breeds = useBreeds(get('speciesCode') || undefined);
  const groups = useGroups();
  const choices = useChoiceOptions();

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExportFailure(null);
    try {
      await exportAnimals({ format, ...filters, col: sort.col, desc: sort.col ? sort.desc : undefined });
    } catch (error) {
      setExportFailure(errorText(error));
    }
  };

  return (
    <Box data-testid="animal-list" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<DownloadIcon />} onClick={() => void exportAs('csv')}>
            {t('export.csv')}
          </Button>
          <Button startIcon={<DownloadIcon />} onClick={() => void exportAs('xlsx')}>
            {t('export.xlsx')}
          </Button>
          <Button startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
            {t('import.open')}
          </Button>
          <Button component={RouterLink} to="/animals/add-animal" variant="contained" startIcon={<AddIcon />}>
            {t('list.add')}
          </Button>
        </Box>
      </Box>
      <FormAlert notice={exportFailure ? { severity: 'error', text: exportFailure } : saved} />
      <ToggleButtonGroup exclusive size="small" value={view} onChange={(_, next: View | null) => next && set({ view: next === 'all' ? undefined : next })} aria-label={t('list.view')}>
        {VIEWS.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`list.views.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {view === 'grouped' ? (
        <GroupCards />
      ) : (
        <>
          <ListFilters
            search={<TextField type="search" size="small" label={t('list.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} />}
            active={FILTER_PARAMS.filter((param) => get(param) && !(param === 'status' && get(param) === 'active')).length}
          >
            <FilterSelect label={t('fields.status')} value={get('status') || 'active'} onChange={(status) => set({ status: status === 'active' ? undefined : status })} options={[...choices('statuses', ANIMAL_STATUSES), { value: 'all', label: t('list.allStatuses') }]} />
            <FilterSelect label={t('fields.farm')} value={farmParam} onChange={(farmId) => set({ farmId })} options={[{ value: ALL_FARMS, label: t('list.allFarms') }, ...farms]} />
            <FilterSelect label={t('fields.gender')} value={get('gender')} onChange={(gender) => set({ gender })} options={choices('genders', GENDERS)} any={t('list.any')} />
            <FilterSelect
              label={t('fields.speciesCode')}
              value={get('speciesCode')}
              onChange={(speciesCode) => set({ speciesCode, breedCode: undefined })}
              options={(species.data ?? []).map((item) => ({ value: item.code, label: speciesName(item, i18n.language) }))}
              any={t('list.any')}
            />
            <FilterSelect label={t('fields.breedCode')} value={get('breedCode')} onChange={(breedCode) => set({ breedCode })} options={(breeds.data ?? []).map((item) => ({ value: item.code, label: item.name }))} any={t('list.any')} />
            <FilterSelect label={t('fields.categoryStage')} value={get('categoryStage')} onChange={(categoryStage) => set({ categoryStage })} options={choices('categoryStages', CATEGORY_STAGES)} any={t('list.any')} />
            {view === 'all' && (
              <FilterSelect label={t('fields.group')} value={get('groupId')} onChange={(groupId) => set({ groupId })} options={(groups.data?.items ?? []).map((group) => ({ value: group.id, label: group.name }))} any={t('list.any')} />
            )}
            <FilterSelect
              label={t('list.sortBy')}
              value={sort.col ?? ''}
              onChange={(col) => set({ col, desc: undefined })}
              options={ANIMAL_SORT_COLUMNS.map((col) => ({ value: col, label: t(`list.sort.${col}`) }))}
              any={t('list.defaultSort')}
            />
          </ListFilters>
          <AnimalTable
            filters={tableFilters}
            sort={sort}
            onSort={(next) => set({ col: next.col, desc: next.desc ? 'true' : undefined })}
            emptyText={t('list.empty')}
          />
        </>
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </Box>
  );
}
