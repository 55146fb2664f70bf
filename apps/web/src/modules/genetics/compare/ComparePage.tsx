import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { GENETIC_TRAITS, type GeneticListItem } from '@ganado/shared/genetics';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { dayText, instantText } from '../../../components/format';
import { PageTitle } from '../../../components/PageTitle';
import { AnimalPicker } from '../../animals/components/AnimalPicker';
import { animalLabel } from '../../animals/choices';
import { GeneticsTabs } from '../GeneticsTabs';
import { COMPARE_MAX, COMPARE_MIN } from '../list/compare-selection';
import { epdInfoPath } from '../paths';
import { useTraitText } from '../traits';
import { TraitValueCell } from '../TraitValueCell';
import { useComparison } from './api';
import { PercentileChart } from './PercentileChart';

/** The ids of the URL (`ids` repeated, or comma-separated as the API takes them too), once each, at most four (the contract's `compareQuery`). */
const idsOf = (params: URLSearchParams) => [...new Set(params.getAll('ids').flatMap((value) => value.split(',')).filter(Boolean))].slice(0, COMPARE_MAX);

/** The trait column stays in sight while a phone scrolls the animals sideways. */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', minWidth: 112 } as const;

/** Trait rows × animal columns: each EPD with its accuracy and percentile rank; each animal removable. */
function ComparisonTable({ items, onRemove }: { items: GeneticListItem[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation(['genetics', 'animals']);
  const traits = useTraitText();
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('compare.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell sx={STICKY}>{t('compare.trait')}</TableCell>
              {items.map(({ animal }) => (
                <TableCell key={animal.id} sx={{ minWidth: 132, verticalAlign: 'top' }}>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Link component={RouterLink} to={epdInfoPath(animal.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {animalLabel(animal)}
                      </Link>
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {[t(`animals:choices.genders.${animal.gender}`), animal.breed, animal.birthDate && dayText(animal.birthDate)].filter(Boolean).join(' · ')}
                      </Typography>
                    </Box>
                    <IconButton size="small" onClick={() => onRemove(animal.id)} aria-label={t('list.compare.remove', { animal: animalLabel(animal) })} sx={{ mt: -0.5 }}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {GENETIC_TRAITS.map((trait) => (
              <TableRow key={trait}>
                <TableCell component="th" scope="row" sx={STICKY}>
                  {traits.name(trait)}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('list.epdIn', { unit: traits.unit(trait) })}
                  </Typography>
                </TableCell>
                {items.map(({ animal, values }) => (
                  <TableCell key={animal.id}>
                    <TraitValueCell trait={trait} value={values[trait]} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/**
 * /compare-genetic?ids=a&ids=b: two to four animals side by side, trait by trait, and their
 * percentile ranks as a chart; animals are added with a picker searching the herd on the server,
 * and removed from their column, the URL keeping the choice.
 */
export function ComparePage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const [params, setParams] = useSearchParams();
  const ids = idsOf(params);
  const comparison = useComparison(ids);
  const setIds = (next: string[]) => setParams(new URLSearchParams(next.map((id) => ['ids', id])), { replace: true });

  return (
    <Box data-testid="genetic-compare" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <GeneticsTabs current="epds" />
      <Box sx={{ maxWidth: 480 }}>
        <AnimalPicker
          label={ids.length >= COMPARE_MAX ? t('compare.full', { max: COMPARE_MAX }) : t('compare.add')}
          value={null}
          disabled={ids.length >= COMPARE_MAX}
          onChange={(animal) => animal && !ids.includes(animal.id) && setIds([...ids, animal.id])}
        />
      </Box>
      {ids.length < COMPARE_MIN ? (
        <Alert severity="info">{t('compare.choose', { count: ids.length })}</Alert>
      ) : (
        <QueryState query={comparison} emptyText="" isEmpty={() => false}>
          {(answer) => (
            <>
              <Typography color="text.secondary" data-testid="compare-evaluated">
                {answer.evaluatedAt ? t('compare.evaluatedAt', { date: instantText(answer.evaluatedAt) }) : t('compare.noEvaluation')}
              </Typography>
              <ComparisonTable items={answer.animals} onRemove={(id) => setIds(ids.filter((one) => one !== id))} />
              {answer.evaluatedAt && (
                <Paper variant="outlined" component="section" aria-label={t('compare.chartTitle')} sx={{ p: { xs: 1, sm: 2 } }}>
                  <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                    {t('compare.chartTitle')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {t('compare.chartHelp')}
                  </Typography>
                  <PercentileChart items={answer.animals} />
                </Paper>
              )}
            </>
          )}
        </QueryState>
      )}
    </Box>
  );
}
