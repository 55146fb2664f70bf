import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ParentCheck, Parentage } from '@ganado/shared/genetics';
import { instantText } from '../../../components/format';
import { FormSection } from '../../farms/form/fields';
import { useHerdAccess } from '../shared/access';
import { useGeneticsFigures } from '../shared/figures';
import { animalPath } from '../shared/paths';
import { VerdictChip } from './VerdictChip';

/** The animal checked, linked to its page where the person may open it. */
function Checked({ check }: { check: ParentCheck }) {
  const { t } = useTranslation('genetics');
  const herd = useHerdAccess();
  if (!check.animal) return <>{t('genotypes.parentage.notRecorded')}</>;
  return herd ? (
    <Link component={RouterLink} to={animalPath(check.animal.id)} sx={{ overflowWrap: 'anywhere' }}>
      {check.animal.tagNumber}
    </Link>
  ) : (
    <>{check.animal.tagNumber}</>
  );
}

/** Checks side by side: who, the verdict, the SNPs compared, the opposing homozygotes and their rate. */
function ChecksTable({ label, rows }: { label: string; rows: { key: string; role?: string; check: ParentCheck }[] }) {
  const { t } = useTranslation('genetics');
  const figures = useGeneticsFigures();
  const withRole = rows.some((row) => row.role);
  return (
    // A phone scrolls the figures sideways: the region takes the keyboard focus to be scrolled without a pointer.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {withRole && <TableCell>{t('genotypes.parentage.parent')}</TableCell>}
            <TableCell>{t('genotypes.parentage.animal')}</TableCell>
            <TableCell>{t('genotypes.parentage.verdict')}</TableCell>
            <TableCell align="right">{t('genotypes.parentage.compared')}</TableCell>
            <TableCell align="right">{t('genotypes.parentage.opposing')}</TableCell>
            <TableCell align="right">{t('genotypes.parentage.rate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, role, check }) => (
            <TableRow key={key} data-testid={`check-${key}`}>
              {withRole && (
                <TableCell component="th" scope="row">
                  {role}
                </TableCell>
              )}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Checked check={check} />
              </TableCell>
              <TableCell>
                <VerdictChip verdict={check.verdict} />
              </TableCell>
              <TableCell align="right">{figures.count(check.compared)}</TableCell>
              <TableCell align="right">{figures.count(check.opposing)}</TableCell>
              <TableCell align="right">{check.rate === null ? '—' : figures.percent(check.rate, 2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The parentage (docs/decisions.md: genotypes): each recorded parent with its verdict from the
 * opposing homozygotes, a clear flag when the register's parents conflict with the SNPs, and, when
 * the sire is unknown or excluded, the herd's genotyped bulls the calf is compatible with.
 */
export function ParentageSection({ parentage }: { parentage: Parentage | null }) {
  const { t } = useTranslation('genetics');
  const title = t('genotypes.sections.parentage');
  if (!parentage) {
    return (
      <FormSection title={title}>
        <Typography color="text.secondary">{t('genotypes.parentage.notChecked')}</Typography>
      </FormSection>
    );
  }
  const sireInDoubt = !parentage.sire.animal || parentage.sire.verdict === 'excluded';
  return (
    <FormSection title={title}>
      {parentage.conflict ? (
        <Alert severity="error" data-testid="parentage-verdict">
          {t('genotypes.parentage.conflict')}
        </Alert>
      ) : (
        <Alert severity={parentage.sire.verdict === 'compatible' && parentage.dam.verdict === 'compatible' ? 'success' : 'info'} data-testid="parentage-verdict">
          {t(parentage.sire.verdict === 'compatible' && parentage.dam.verdict === 'compatible' ? 'genotypes.parentage.verified' : 'genotypes.parentage.noConflict')}
        </Alert>
      )}
      <ChecksTable
        label={t('genotypes.parentage.recorded')}
        rows={[
          { key: 'sire', role: t('genotypes.parentage.sire'), check: parentage.sire },
          { key: 'dam', role: t('genotypes.parentage.dam'), check: parentage.dam },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        {t('genotypes.parentage.explain', { when: instantText(parentage.checkedAt) })}
      </Typography>
      {sireInDoubt && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('genotypes.parentage.candidates')}
          </Typography>
          {parentage.candidateSires.length === 0 ? (
            <Typography color="text.secondary" data-testid="no-candidates">
              {t('genotypes.parentage.noCandidates')}
            </Typography>
          ) : (
            <ChecksTable label={t('genotypes.parentage.candidates')} rows={parentage.candidateSires.map((check, index) => ({ key: `candidate-${check.animal?.id ?? index}`, check }))} />
          )}
        </Box>
      )}
    </FormSection>
  );
}
