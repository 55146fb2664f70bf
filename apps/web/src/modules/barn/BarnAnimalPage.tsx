import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import type { BarnAnimal } from '@ganado/shared/barn';
import type { Page } from '../../app/routes';
import { BarnFrame, type BarnContext } from './BarnFrame';
import { CommandList } from './CommandList';
import { BarnRecordDialog } from './forms/BarnRecordDialog';
import { BARN_RECORD_TYPES, type BarnRecordType } from './forms/record-types';
import { queueRecord } from './store/commands';
import { barnDb } from './store/db';
import { syncNow } from './sync/engine';
import { isOnline } from './sync/online';
import { WithdrawalChips } from './WithdrawalChips';

function AnimalSheet({ barn, animal }: { barn: BarnContext; animal: BarnAnimal }) {
  const { t } = useTranslation(['barn', 'animals']);
  const [recording, setRecording] = useState<BarnRecordType | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { userId, snapshot } = barn;
  const pending = useLiveQuery(
    () => barnDb.commands.where('[userId+farmId]').equals([userId, snapshot.farm.id]).filter((command) => command.subject.animalId === animal.id).sortBy('seq'),
    [userId, snapshot.farm.id, animal.id],
    [],
  );
  const place = [animal.groupName, animal.zoneName].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 700 }} data-testid="barn-animal-tag">
            {animal.nickname ? `${animal.tagNumber} · ${animal.nickname}` : animal.tagNumber}
          </Typography>
          <Typography color="text.secondary">
            {[t(`animals:choices.genders.${animal.gender}`), place, animal.currentWeightKg !== null ? `${animal.currentWeightKg} kg` : null].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <WithdrawalChips animal={animal} />
      </Paper>
      {snapshot.can.addRecords ? (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } }} role="group" aria-label={t('record.choose')}>
          {BARN_RECORD_TYPES.map((type) => (
            <Button key={type} variant="outlined" onClick={() => setRecording(type)} sx={{ minHeight: 52 }}>
              {t(`animals:recordChoices.recordTypes.${type}`)}
            </Button>
          ))}
        </Box>
      ) : (
        <Alert severity="info">{t('record.notAllowed')}</Alert>
      )}
      {pending.length > 0 && (
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
            {t('record.pending')}
          </Typography>
          <CommandList commands={pending} label={t('record.pending')} />
        </Box>
      )}
      {recording && (
        <BarnRecordDialog
          type={recording}
          tagNumber={animal.tagNumber}
          snapshot={snapshot}
          onClose={() => setRecording(null)}
          onSave={async (record) => {
            await queueRecord({ userId, farmId: snapshot.farm.id }, animal, record);
            setRecording(null);
            setNotice(t(isOnline() ? 'record.sending' : 'record.keptOffline'));
            if (isOnline()) void syncNow();
          }}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={4000} onClose={() => setNotice(null)} message={notice} />
    </Box>
  );
}

export const BarnAnimalPage: Page = () => {
  const { t } = useTranslation('barn');
  const { id } = useParams();
  return (
    <BarnFrame title={t('titles.animal')} view="animals">
      {(barn) => {
        const animal = barn.snapshot.animals.find((item) => item.id === id);
        return animal ? <AnimalSheet barn={barn} animal={animal} /> : <Alert severity="warning">{t('animals.notKept')}</Alert>;
      }}
    </BarnFrame>
  );
};
