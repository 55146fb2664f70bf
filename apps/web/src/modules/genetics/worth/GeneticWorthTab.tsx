import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Animal } from '@ganado/shared/animals';
import { GENETIC_TRAITS, type GeneticWorth } from '@ganado/shared/genetics';
import { QueryState } from '../../../components/admin/QueryState';
import { instantText } from '../../../components/format';
import { FormSection } from '../../farms/form/fields';
import { epdInfoPath, epdSheetPath, GENETICS_PATHS } from '../paths';
import { useTraitText } from '../traits';
import { useGeneticWorth } from './api';
import { WorthHistory } from './WorthHistory';

/** The animal's EPDs of the evaluation shown now: a row per trait, each with its accuracy and rank. */
function CurrentValues({ worth }: { worth: GeneticWorth }) {
  const { t } = useTranslation('genetics');
  const traits = useTraitText();
  return (
    // Reachable by keyboard: a phone scrolls it sideways.
    <TableContainer tabIndex={0} role="region" aria-label={t('worth.currentLabel')} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('worth.currentLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('worth.columns.trait')}</TableCell>
            <TableCell align="right">{t('worth.columns.epdShort')}</TableCell>
            <TableCell align="right">{t('worth.columns.accuracy')}</TableCell>
            <TableCell align="right">{t('worth.columns.percentile')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {GENETIC_TRAITS.map((trait) => {
            const value = worth.values[trait];
            return (
              <TableRow key={trait}>
                <TableCell component="th" scope="row">
                  {traits.name(trait)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {value ? traits.epdWithUnit(trait, value.epd) : '—'}
                </TableCell>
                <TableCell align="right">{value ? traits.accuracy(value.accuracy) : '—'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {value?.percentile != null ? traits.percentile(value.percentile) : '—'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /animals/:id/genetic-worth: the animal's current EPDs with accuracies and percentile ranks, links
 * to what they mean and to its EPD sheet, and how each trait's EPD moved over the evaluations.
 */
export function GeneticWorthTab({ animal }: { animal: Animal }) {
  const { t } = useTranslation('genetics');
  const worth = useGeneticWorth(animal.id);
  return (
    <Box data-testid="genetic-worth" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={epdInfoPath(animal.id)} variant="outlined" startIcon={<InfoOutlinedIcon />}>
          {t('worth.info')}
        </Button>
        <Button component={RouterLink} to={epdSheetPath(animal.id)} startIcon={<EditNoteIcon />}>
          {t('worth.sheet')}
        </Button>
      </Box>
      <QueryState query={worth} emptyText="" isEmpty={() => false}>
        {(loaded) =>
          loaded.history.length === 0 && !loaded.evaluatedAt ? (
            <Box data-testid="empty-state" sx={{ py: 3, textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center' }}>
              <Typography color="text.secondary">{t('worth.empty')}</Typography>
              <Button component={RouterLink} to={GENETICS_PATHS.list} size="small">
                {t('worth.toGenetics')}
              </Button>
            </Box>
          ) : (
            <>
              <FormSection title={t('worth.current')}>
                <Typography color="text.secondary" data-testid="worth-evaluated">
                  {loaded.evaluatedAt ? t('worth.evaluatedAt', { date: instantText(loaded.evaluatedAt) }) : t('worth.notInCurrent')}
                </Typography>
                <CurrentValues worth={loaded} />
              </FormSection>
              {loaded.history.length > 0 && (
                <FormSection title={t('worth.history')}>
                  <WorthHistory history={loaded.history} />
                </FormSection>
              )}
            </>
          )
        }
      </QueryState>
    </Box>
  );
}
