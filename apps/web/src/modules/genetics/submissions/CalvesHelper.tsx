import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/api';
import { useSession } from '../../../app/use-session';
import type { Notice } from '../../../components/form/FormAlert';
import { useFarmOptions } from '../../animals/api';
import type { AnimalChoice } from '../shared/AnimalChipsField';
import { calvesOf } from './api';

/** The years offered: this one and the nine before, the calves a breeder still submits. */
const YEARS = 10;

/** The farm select: only for a role that may read the farms, which the list of farms needs (a 403 would send the person away). */
function FarmSelect({ value, onChange }: { value: string; onChange: (farmId: string) => void }) {
  const { t } = useTranslation('genetics');
  const farms = useFarmOptions();
  return (
    <TextField select size="small" label={t('submissions.calves.farm')} value={value} onChange={(event) => onChange(event.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{t('submissions.calves.everyFarm')}</option>
      {farms.map((farm) => (
        <option key={farm.value} value={farm.value}>
          {farm.label}
        </option>
      ))}
    </TextField>
  );
}

/** "All active calves of a farm and year": read through the genetics list and added to the animals chosen. */
export function CalvesHelper({ onAdd, onNotice }: { onAdd: (calves: AnimalChoice[]) => number; onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation('genetics');
  const farmsAllowed = useSession().session?.modules.includes('farms') ?? false;
  const thisYear = new Date().getFullYear();
  const [farmId, setFarmId] = useState('');
  const [year, setYear] = useState(String(thisYear - 1));
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    try {
      const calves = await calvesOf({ farmId: farmId || undefined, year: Number(year) });
      const added = onAdd(calves);
      onNotice({ severity: calves.length === 0 ? 'info' : 'success', text: calves.length === 0 ? t('submissions.calves.none', { year }) : t('submissions.calves.added', { count: added, found: calves.length, year }) });
    } catch (error) {
      onNotice({ severity: 'error', text: errorText(error) });
    } finally {
      setAdding(false);
    }
  };
  return (
    <Box role="group" aria-labelledby="calves-helper" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id="calves-helper" component="h3" variant="subtitle2" color="text.secondary">
        {t('submissions.calves.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr) auto' } }}>
        {farmsAllowed ? <FarmSelect value={farmId} onChange={setFarmId} /> : <Typography color="text.secondary">{t('submissions.calves.everyFarm')}</Typography>}
        <TextField select size="small" label={t('submissions.calves.year')} value={year} onChange={(event) => setYear(event.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {Array.from({ length: YEARS }, (_, index) => String(thisYear - index)).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void add()} loading={adding}>
          {t('submissions.calves.add')}
        </Button>
      </Box>
    </Box>
  );
}
