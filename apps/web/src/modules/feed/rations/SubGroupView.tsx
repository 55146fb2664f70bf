import { Fragment, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { Formulation, RationOutcome, SubGroupRation } from '@ganado/shared/feed';
import { useFeedFigures } from '../figures';
import type { useRationText } from './ration-text';

type Optimal = Extract<RationOutcome, { status: 'optimal' }>;
type RationText = ReturnType<typeof useRationText>;
const PARTS = ['maintenance', 'gain', 'lactation', 'pregnancy'] as const;
/** What is required: its own column on a wide screen, under the nutrient's name on a phone (four columns do not fit). */
const besideOnWide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const underOnPhone = { display: { xs: 'block', sm: 'none' } } as const;
/** Below this a feed is not in the ration (the solver's zero). */
const NOT_USED_KG = 1e-6;

/** A titled part of the ration's page. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A table that a phone scrolls sideways, reachable by keyboard to do so. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}

/** The ration itself: each feed used, per head and for the group, with the totals under. */
function RationTable({ outcome, headCount, currency, showGroup }: { outcome: Optimal; headCount: number; currency: string; showGroup: boolean }) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const used = outcome.ingredients.filter((item) => item.kgDmPerHead > NOT_USED_KG);
  const unused = outcome.ingredients.filter((item) => item.kgDmPerHead <= NOT_USED_KG);
  const sum = (pick: (item: Optimal['ingredients'][number]) => number) => used.reduce((total, item) => total + pick(item), 0);
  const name = (item: Optimal['ingredients'][number]) => (item.lotNumber === null ? item.name : t('flow.lotChoice', { number: item.lotNumber, feed: item.name }));
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const notUsed = unused.length > 0 && (
    <Typography variant="body2" color="text.secondary">
      {t('rations.notUsed', { feeds: unused.map(name).join(', ') })}
    </Typography>
  );
  if (phone) {
    // A phone reads the ration as a list, one feed a line, rather than scrolling a six-column table sideways.
    const line = (asFed: number, dm: number, cost: number) => ({ asFed: figures.mass(asFed), dm: figures.mass(dm), cost: figures.cost(cost, currency, true) });
    return (
      <>
        <List dense aria-label={t('rations.table.label')} sx={{ py: 0 }}>
          {used.map((item) => (
            <ListItem key={item.lotId ?? item.ingredientId} divider disableGutters>
              <ListItemText
                primary={name(item)}
                secondary={t('rations.table.phoneLine', { ...line(item.kgAsFedPerHead, item.kgDmPerHead, item.costPerHead), share: figures.percent(item.percentOfDm) })}
              />
            </ListItem>
          ))}
          <ListItem disableGutters>
            <ListItemText
              primary={t('rations.table.total')}
              secondary={t('rations.table.phoneTotal', line(sum((item) => item.kgAsFedPerHead), outcome.dmiKg, outcome.costPerHead))}
              slotProps={{ primary: { sx: { fontWeight: 700 } } }}
            />
          </ListItem>
        </List>
        {notUsed}
      </>
    );
  }
  return (
    <>
      <ScrollTable label={t('rations.table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('rations.table.feed')}</TableCell>
            <TableCell align="right">{t('rations.table.kgDm')}</TableCell>
            <TableCell align="right">{t('rations.table.kgAsFed')}</TableCell>
            <TableCell align="right">{t('rations.table.percentDm')}</TableCell>
            {showGroup && <TableCell align="right">{t('rations.table.group', { count: headCount })}</TableCell>}
            <TableCell align="right">{t('rations.table.cost')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {used.map((item) => (
            <TableRow key={item.lotId ?? item.ingredientId}>
              <TableCell component="th" scope="row" sx={{ minWidth: 140, overflowWrap: 'anywhere' }}>
                {name(item)}
              </TableCell>
              <TableCell align="right">{figures.mass(item.kgDmPerHead)}</TableCell>
              <TableCell align="right">{figures.mass(item.kgAsFedPerHead)}</TableCell>
              <TableCell align="right">{figures.percent(item.percentOfDm)}</TableCell>
              {showGroup && <TableCell align="right">{figures.mass(item.kgAsFedGroup)}</TableCell>}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {figures.cost(item.costPerHead, currency, true)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary' } }}>
            <TableCell component="th" scope="row">
              {t('rations.table.total')}
            </TableCell>
            <TableCell align="right">{figures.mass(outcome.dmiKg)}</TableCell>
            <TableCell align="right">{figures.mass(sum((item) => item.kgAsFedPerHead))}</TableCell>
            <TableCell align="right">{figures.percent(100)}</TableCell>
            {showGroup && <TableCell align="right">{figures.mass(sum((item) => item.kgAsFedGroup))}</TableCell>}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {figures.cost(outcome.costPerHead, currency, true)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </ScrollTable>
      {notUsed}
    </>
  );
}

/** The day's figures: intake, cost per head and for the group, income over feed cost. */
function Totals({ outcome, expectedDmiKg, currency, showGroup }: { outcome: Optimal; expectedDmiKg: number; currency: string; showGroup: boolean }) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const items = [
    { key: 'dmi', label: t('rations.totals.dmi'), value: t('rations.totals.dmiValue', { dmi: figures.mass(outcome.dmiKg), expected: figures.mass(expectedDmiKg) }) },
    { key: 'costPerHead', label: t('rations.totals.costPerHead'), value: figures.cost(outcome.costPerHead, currency) },
    ...(showGroup ? [{ key: 'costGroup', label: t('rations.totals.costGroup'), value: figures.cost(outcome.costGroup, currency) }] : []),
    ...(outcome.incomeOverFeedCostPerHead === null ? [] : [{ key: 'iofc', label: t('rations.totals.iofc'), value: figures.cost(outcome.incomeOverFeedCostPerHead, currency) }]),
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${items.length}, minmax(0, 1fr))` } }}>
      {items.map((item) => (
        <Paper key={item.key} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" data-testid={`total-${item.key}`} sx={{ m: 0, fontWeight: 700, fontSize: '1.1rem' }}>
            {item.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** Each requirement: what is required (opening to what it is made of), what the ration supplies, and how much of it is met. */
function RequirementsTable({ outcome, requirements }: { outcome: Optimal; requirements: SubGroupRation['requirements'] }) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const [open, setOpen] = useState<string | null>(null);
  const required = (nutrient: Optimal['nutrients'][number]) => {
    if (nutrient.min !== null && nutrient.max !== null) return t('rations.requirements.between', { min: figures.quantity(nutrient.min, nutrient.unit), max: figures.quantity(nutrient.max, nutrient.unit) });
    if (nutrient.min !== null) return t('rations.requirements.atLeast', { value: figures.quantity(nutrient.min, nutrient.unit) });
    if (nutrient.max !== null) return t('rations.requirements.atMost', { value: figures.quantity(nutrient.max, nutrient.unit) });
    return '—';
  };
  const met = (nutrient: Optimal['nutrients'][number]) =>
    (nutrient.min === null || nutrient.supplied >= nutrient.min * (1 - 1e-6)) && (nutrient.max === null || nutrient.supplied <= nutrient.max * (1 + 1e-6));
  return (
    <ScrollTable label={t('rations.requirements.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('rations.requirements.nutrient')}</TableCell>
          <TableCell align="right" sx={besideOnWide}>
            {t('rations.requirements.required')}
          </TableCell>
          <TableCell align="right">{t('rations.requirements.supplied')}</TableCell>
          <TableCell align="right">{t('rations.requirements.percent')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {outcome.nutrients.map((nutrient) => {
          const figure = requirements.nutrients.find((item) => item.id === nutrient.id);
          const parts = figure ? PARTS.filter((part) => figure.parts[part] !== 0) : [];
          const expanded = open === nutrient.id;
          const short = !met(nutrient);
          return (
            <Fragment key={nutrient.id}>
              <TableRow sx={short ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08), '& td, & th': { color: 'error.dark' } } : undefined}>
                <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    {figure && parts.length > 0 ? (
                      <IconButton size="small" aria-expanded={expanded} aria-label={t('rations.requirements.parts', { nutrient: figures.nutrient(nutrient.id) })} onClick={() => setOpen(expanded ? null : nutrient.id)}>
                        {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                      </IconButton>
                    ) : null}
                    <span>
                      {figures.nutrient(nutrient.id)}
                      <Typography component="span" variant="body2" color="text.secondary" sx={underOnPhone}>
                        {required(nutrient)}
                      </Typography>
                    </span>
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ ...besideOnWide, whiteSpace: 'nowrap' }}>
                  {required(nutrient)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {figures.quantity(nutrient.supplied, nutrient.unit)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {nutrient.percentOfRequirement === null ? '—' : figures.percent(nutrient.percentOfRequirement, 0)}
                  {short && <Chip size="small" color="error" label={t(nutrient.max !== null && nutrient.supplied > nutrient.max ? 'rations.requirements.over' : 'rations.requirements.short')} sx={{ ml: 0.5 }} />}
                </TableCell>
              </TableRow>
              {expanded && figure && (
                <TableRow>
                  <TableCell colSpan={4} sx={{ bgcolor: 'action.hover' }}>
                    <Typography variant="body2">
                      {parts.map((part) => t('rations.requirements.part', { part: t(`rations.requirements.partNames.${part}`), value: figures.quantity(figure.parts[part], figure.unit) })).join(' · ')}
                      {' · '}
                      {t('rations.requirements.partTotal', { value: figures.quantity(figure.total, figure.unit) })}
                    </Typography>
                    {figure.basis === 'absorbed' && (
                      <Typography variant="body2" color="text.secondary">
                        {t('rations.requirements.absorbed')}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </ScrollTable>
  );
}

/** The limits the ration sits on, each with what moving it a step would cost or save. */
function BindingList({ outcome, text }: { outcome: Optimal; text: RationText }) {
  const { t } = useTranslation('feed');
  if (outcome.binding.length === 0) return <Typography color="text.secondary">{t('rations.binding.none')}</Typography>;
  return (
    <List dense disablePadding aria-label={t('rations.binding.title')}>
      {outcome.binding.map((binding) => (
        <ListItem key={binding.constraint} disableGutters divider>
          <ListItemText primary={text.limitText(binding.constraint, { limit: binding.limit, unit: binding.limitUnit })} secondary={text.shadowText(binding)} />
        </ListItem>
      ))}
    </List>
  );
}

/** An infeasible outcome: never a ration, but why none exists, each conflict in words, and the limits in the way. */
function Conflicts({ outcome, text }: { outcome: Extract<RationOutcome, { status: 'infeasible' }>; text: RationText }) {
  const { t } = useTranslation(['feed', 'messages']);
  return (
    <Alert severity="error" role="alert" data-testid="infeasible">
      <AlertTitle>{t('messages:feed.infeasible')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {outcome.conflicts.map((conflict) => (
          <li key={`${conflict.constraint}|${conflict.messageKey}`}>{text.conflictText(conflict)}</li>
        ))}
      </Box>
      {outcome.blocking.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('rations.blocking', { limits: outcome.blocking.map((id) => text.limitText(id)).join('; ') })}
        </Typography>
      )}
    </Alert>
  );
}

/**
 * One sub-group's ration (or the animal's): its head count and average weight, then the ration with
 * its totals, the requirements met and the limiting constraints; or, when none can be made, why.
 */
export function SubGroupView({ group, formulation, text, of }: { group: SubGroupRation; formulation: Formulation; text: RationText; of: number }) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const isGroup = formulation.target.kind === 'group';
  const title = isGroup
    ? t(of > 1 ? 'rations.subGroupTitle' : 'rations.groupTitle', { index: group.index + 1, of, count: group.headCount, weight: figures.kg(group.averageWeightKg) })
    : t('rations.animalTitle', { name: formulation.target.name, weight: figures.kg(group.averageWeightKg) });
  const { outcome } = group;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {outcome.status === 'infeasible' && <Conflicts outcome={outcome} text={text} />}
      {outcome.status === 'unbounded' && (
        <Alert severity="error" role="alert">
          {t('rations.unbounded')}
        </Alert>
      )}
      {outcome.status === 'optimal' && (
        <>
          <RationTable outcome={outcome} headCount={group.headCount} currency={formulation.currency} showGroup={isGroup} />
          <Totals outcome={outcome} expectedDmiKg={group.requirements.dmiKg} currency={formulation.currency} showGroup={isGroup} />
          <Part title={t('rations.requirements.title')}>
            <RequirementsTable outcome={outcome} requirements={group.requirements} />
          </Part>
          <Part title={t('rations.binding.title')}>
            <BindingList outcome={outcome} text={text} />
          </Part>
        </>
      )}
    </Paper>
  );
}
