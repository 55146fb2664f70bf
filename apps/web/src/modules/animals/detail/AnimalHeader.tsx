import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import ExitIcon from '@mui/icons-material/ExitToApp';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Animal } from '@ganado/shared/animals';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { stillHeld } from '../../drugs/administration/withdrawal';
import { RemovalForm } from '../records/OtherForms';
import { ageOn } from './age';
import { dayText, instantText, numberText } from '../../../components/format';

export function useAgeText() {
  const { t } = useTranslation('animals');
  return (birthDate: string | null) => {
    if (!birthDate) return null;
    const age = ageOn(birthDate);
    if (age.years > 0) return [t('detail.years', { count: age.years }), age.months > 0 && t('detail.months', { count: age.months })].filter(Boolean).join(' ');
    if (age.months > 0) return t('detail.months', { count: age.months });
    return t('detail.days', { count: age.days });
  };
}

/**
 * A chip per product a treatment still holds back (docs/decisions.md: withdrawal is enforced): until
 * when, on the farm's clock, with the medicine named on hover and to screen readers.
 */
function WithdrawalChips({ animal }: { animal: Animal }) {
  const { t } = useTranslation('animals');
  const timeZone = animal.farmTimeZone ?? undefined;
  return (['meat', 'milk'] as const).map((product) => {
    const held = animal.withdrawal[product];
    if (!held || !stillHeld(held.endsAt)) return null;
    const label = t(`withdrawal.${product}WithdrawalUntil`, { date: instantText(held.endsAt, timeZone) });
    const why = t('withdrawal.heldBy', { product: held.product });
    return (
      <Tooltip key={product} title={why} describeChild>
        <Chip data-testid={`withdrawal-${product}`} color="warning" variant="outlined" icon={<WarningIcon />} label={label} />
      </Tooltip>
    );
  });
}

/** The animal at a glance, on every tab: who it is, its state (derived from its records) and where it is. */
export function AnimalHeader({ animal }: { animal: Animal }) {
  const { t, i18n } = useTranslation('animals');
  const ageText = useAgeText();
  const [removing, setRemoving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const facts = [
    { label: t('detail.species'), value: [animal.speciesName, animal.breedName].filter(Boolean).join(' · ') },
    { label: t('fields.gender'), value: t(`choices.genders.${animal.gender}`) },
    { label: t('detail.age'), value: ageText(animal.birthDate) },
    {
      label: t('detail.currentWeight'),
      value: animal.currentWeight && t('detail.weightOn', { value: numberText(animal.currentWeight.value, i18n.language, { digits: 1 }), unit: animal.currentWeight.unit, date: dayText(animal.currentWeight.on) }),
    },
    { label: t('fields.farmId'), value: [animal.farmName, animal.zoneName].filter(Boolean).join(' · ') },
    { label: t('fields.groupId'), value: animal.groupName },
  ];
  const removal = animal.removal;
  return (
    <Box component="header" data-testid="animal-header" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="animal-tag">
            {animal.tagNumber}
          </Typography>
          {animal.nickname && (
            <Typography variant="h3" sx={{ fontSize: '1.2rem' }} color="text.secondary">
              {animal.nickname}
            </Typography>
          )}
          <Chip
            data-testid="animal-status"
            color={removal ? 'warning' : 'success'}
            label={
              removal
                ? t('detail.removedStatus', { reason: t(`choices.removalReasons.${removal.reason}`), date: dayText(removal.date) })
                : t(`choices.statuses.${animal.status}`)
            }
          />
          <WithdrawalChips animal={animal} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={`/animals/${animal.id}/edit`} variant="contained" startIcon={<EditIcon />}>
            {t('detail.edit')}
          </Button>
          {!removal && (
            <Button color="warning" startIcon={<ExitIcon />} onClick={() => setRemoving(true)}>
              {t('removal.open')}
            </Button>
          )}
        </Box>
      </Box>
      {removal?.destination && <Typography variant="body2">{t('removal.destinationIs', { destination: removal.destination })}</Typography>}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, auto)' }, gap: 1.5, m: 0 }}>
        {facts.map((fact) => (
          <Box key={fact.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {fact.value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      <FormAlert notice={notice} />
      <Dialog open={removing} onClose={() => setRemoving(false)} fullWidth maxWidth="sm" aria-label={t('removal.title')}>
        <DialogContent>
          <RemovalForm
            animalId={animal.id}
            onCancel={() => setRemoving(false)}
            onSaved={(_record, message) => {
              setRemoving(false);
              setNotice({ severity: 'success', text: t(`messages:${message}`) });
            }}
          />
        </DialogContent>
      </Dialog>
    </Box>
  );
}
