import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useTranslation } from 'react-i18next';
import type { EpdInfo } from '@ganado/shared/genetics';
import { useNumberFormat } from '../../../components/format';
import { DetailList } from '../../farms/DetailList';
import { higherIsBetter, useTraitText } from '../traits';
import { SpreadBar } from './SpreadBar';

type InfoTrait = EpdInfo['traits'][number];

/** One trait in plain words (what it measures, which way is better, its unit) with the animal's figures beside the herd's. */
export function TraitExplained({ info }: { info: InfoTrait }) {
  const { t } = useTranslation('genetics');
  const traits = useTraitText();
  const number = useNumberFormat();
  const { trait, value, herd } = info;
  const unit = traits.unit(trait);
  const withUnit = (text: string) => t('traits.withUnit', { value: text, unit });
  const better = higherIsBetter(trait);
  const herdText =
    herd.animals > 0 && herd.mean !== null && herd.min !== null && herd.max !== null
      ? t('info.herdSpread', { count: herd.animals, mean: withUnit(traits.epd(trait, herd.mean)), min: traits.epd(trait, herd.min), max: withUnit(traits.epd(trait, herd.max)) })
      : t('info.noHerd');
  return (
    <Paper variant="outlined" component="section" aria-label={traits.name(trait)} sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mr: 'auto' }}>
          {traits.name(trait)}
        </Typography>
        <Chip size="small" variant="outlined" icon={better ? <TrendingUpIcon /> : <TrendingDownIcon />} label={t(better ? 'traits.higherIsBetter' : 'traits.lowerIsBetter')} />
      </Box>
      <Typography>{t(`traits.${trait}.measures`)}</Typography>
      <Typography color="text.secondary">{t(`traits.${trait}.desirable`)}</Typography>
      {value ? (
        <>
          <Typography data-testid={`epd-${trait}`} sx={{ fontSize: '1.6rem', fontWeight: 600, lineHeight: 1.2 }}>
            {withUnit(traits.epd(trait, value.epd))}
          </Typography>
          {herd.min !== null && herd.max !== null && (
            <SpreadBar min={herd.min} max={herd.max} mean={herd.mean} epd={value.epd} low={info.rangeLow} high={info.rangeHigh} />
          )}
          <DetailList
            items={[
              { label: t('info.accuracy'), value: t('info.accuracyValue', { value: traits.accuracy(value.accuracy) }) },
              { label: t('info.percentile'), value: value.percentile === null ? null : traits.percentile(value.percentile) },
              {
                label: t('info.possibleChange'),
                value:
                  info.rangeLow !== null && info.rangeHigh !== null
                    ? t('info.possibleChangeValue', { change: withUnit(`±${traits.figure(trait, value.possibleChange)}`), low: traits.epd(trait, info.rangeLow), high: withUnit(traits.epd(trait, info.rangeHigh)) })
                    : withUnit(`±${traits.figure(trait, value.possibleChange)}`),
              },
              { label: t('info.herd'), value: herdText },
              { label: t('info.heritability'), value: info.heritability === null ? null : number(info.heritability, { digits: 2, fixed: true }) },
            ]}
          />
        </>
      ) : (
        <>
          <Typography color="text.secondary" data-testid={`epd-${trait}`}>
            {t('info.noEpd')}
          </Typography>
          <DetailList
            items={[
              { label: t('info.herd'), value: herdText },
              { label: t('info.heritability'), value: info.heritability === null ? null : number(info.heritability, { digits: 2, fixed: true }) },
            ]}
          />
        </>
      )}
    </Paper>
  );
}
