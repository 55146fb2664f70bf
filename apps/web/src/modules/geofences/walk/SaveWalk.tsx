import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SaveIcon from '@mui/icons-material/Save';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGINATION } from '@ganado/shared';
import { type Farm, farmRequest, isSimplePolygon, type LatLng, placeName } from '@ganado/shared/farms';
import { errorText } from '../../../app/api';
import { FormAlert } from '../../../components/form/FormAlert';
import { createZone, updateFarm, useFarms } from '../../farms/api';
import { farmFormValues } from '../../farms/form/values';
import { useSelectedFarm } from '../../farms/selected-farm';

type SaveAs = 'zone' | 'perimeter';

/** The walked boundary as the farm's new perimeter: the whole farm is sent, as the edit form does. */
const savePerimeter = (farm: Farm, points: readonly LatLng[]) =>
  updateFarm(farm.id, farmRequest.parse({ ...farmFormValues(farm), perimeterPoints: points.map((point) => ({ ...point, label: null })) }));

/** Keeps the walked boundary: as a new zone of a farm, or as a farm's perimeter. */
export function SaveWalk({ boundary }: { boundary: readonly LatLng[] }) {
  const { t } = useTranslation(['geofences', 'messages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { farm: selected } = useSelectedFarm();
  // The farms to choose from: one page of the largest size, enough for a walker's own farms.
  const farms = useFarms({ page: 0, limit: PAGINATION.maxPageSize });
  const [saveAs, setSaveAs] = useState<SaveAs>('zone');
  const [farmId, setFarmId] = useState(selected?.id ?? '');
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const nameCheck = placeName.safeParse(name);
  const nameError = saveAs === 'zone' && tried && !nameCheck.success ? nameCheck.error.issues[0]?.message : undefined;
  const farm = farms.data?.items.find((item) => item.id === farmId);
  const drawable = isSimplePolygon(boundary);

  const save = async () => {
    setTried(true);
    setFailure(null);
    if (!farm || (saveAs === 'zone' && !nameCheck.success)) return;
    setSaving(true);
    try {
      if (saveAs === 'zone') await createZone({ farmId: farm.id, name: nameCheck.data!, description: null, points: boundary.map((point) => ({ ...point, label: null })) });
      else await savePerimeter(farm, boundary);
      await queryClient.invalidateQueries({ queryKey: ['farms'] });
      await navigate(`/geofence/${farm.id}`, { state: { saved: saveAs === 'zone' ? 'success.zoneAdded' : 'success.farmUpdated' } });
    } catch (error) {
      setFailure(errorText(error, 'errors.checkAllValues'));
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-label={t('save.title')} data-testid="save-walk" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {!drawable && <FormAlert notice={{ severity: 'warning', text: t('messages:farms.polygonInvalid') }} />}
      <ToggleButtonGroup exclusive fullWidth color="primary" value={saveAs} onChange={(_, next: SaveAs | null) => next && setSaveAs(next)} aria-label={t('save.as')}>
        <ToggleButton value="zone">{t('save.asZone')}</ToggleButton>
        <ToggleButton value="perimeter">{t('save.asPerimeter')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField select label={t('save.farm')} value={farm ? farmId : ''} onChange={(event) => setFarmId(event.target.value)} error={tried && !farm} helperText={tried && !farm ? t('messages:validation.required') : undefined}>
        {(farms.data?.items ?? []).map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.name}
          </MenuItem>
        ))}
      </TextField>
      {saveAs === 'zone' && (
        <TextField label={t('save.zoneName')} value={name} onChange={(event) => setName(event.target.value)} error={Boolean(nameError)} helperText={nameError ? t(`messages:${nameError}`) : undefined} autoComplete="off" />
      )}
      <FormAlert notice={failure ? { severity: 'error', text: failure } : null} />
      <Button variant="contained" size="large" startIcon={<SaveIcon />} disabled={!drawable || saving} onClick={() => void save()} sx={{ minHeight: 56 }}>
        {t(saveAs === 'zone' ? 'save.saveZone' : 'save.savePerimeter')}
      </Button>
    </Box>
  );
}
