import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import PetsIcon from '@mui/icons-material/Pets';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { RouteEntry } from '../../../app/route-map';
import { DetailHeader } from '../../../components/DetailHeader';
import { instantText, useNumberFormat } from '../../../components/format';
import { animalLabel } from '../../animals/choices';
import { GeneticsTabs } from '../GeneticsTabs';
import { animalPath, epdSheetPath, GENETICS_PATHS } from '../paths';
import { useHerdAccess } from '../shared/access';
import { RecordState } from '../shared/RecordState';
import { useEpdInfo } from './api';
import { TraitExplained } from './TraitExplained';

/**
 * /genetics/epd-info/:geneticid (the animal's id): what an EPD, its accuracy and its percentile mean,
 * then each trait in plain words with the animal's figures, the range its EPD may still move in, the
 * herd's mean and spread and the trait's heritability; links to its EPD sheet and its page.
 */
export function EpdInfoPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const id = useParams().geneticid;
  const info = useEpdInfo(id);
  const herd = useHerdAccess();
  const number = useNumberFormat();
  const loaded = info.data;
  return (
    <Box data-testid="epd-info" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <DetailHeader
        title={t(entry.titleKey, { ns: 'common' })}
        name={loaded ? animalLabel(loaded.animal) : undefined}
        nameTestId="epd-info-animal"
        actions={
          id && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={epdSheetPath(id)} variant="outlined" startIcon={<EditNoteIcon />}>
                {t('info.sheet')}
              </Button>
              {herd && (
                <Button component={RouterLink} to={animalPath(id)} startIcon={<PetsIcon />}>
                  {t('info.animal')}
                </Button>
              )}
            </Box>
          )
        }
      />
      <GeneticsTabs current="epds" />
      <RecordState query={info} notFound={t('info.notFound')} back={{ to: GENETICS_PATHS.list, label: t('info.back') }}>
        {(answer) => (
          <>
            <Typography color="text.secondary" data-testid="epd-info-evaluated">
              {[
                answer.evaluatedAt ? t('info.evaluatedAt', { date: instantText(answer.evaluatedAt) }) : null,
                answer.animal.inbreeding !== null ? t('info.inbreeding', { value: number(answer.animal.inbreeding * 100, { digits: 2 }) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {!answer.evaluatedAt && <Alert severity="info">{t('info.noEvaluation')}</Alert>}
            <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { display: 'flex', flexDirection: 'column', gap: 0.5 } }}>
              <span>{t('info.whatEpd')}</span>
              <span>{t('info.whatAccuracy')}</span>
              <span>{t('info.whatPercentile')}</span>
              <span>{t('info.whatBar')}</span>
            </Alert>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {answer.traits.map((trait) => (
                <TraitExplained key={trait.trait} info={trait} />
              ))}
            </Box>
          </>
        )}
      </RecordState>
    </Box>
  );
}
