import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import type { SubmissionCheck } from '@ganado/shared/genetics';
import { useGeneticsFigures } from '../shared/figures';
import { REQUIRED_FIELDS, sheetPath } from '../shared/paths';

/**
 * What the check found: how many animals are ready, the fields required, and each animal lacking
 * one with a link to fix its sheet; the incomplete ones may be left out of the file.
 */
export function CheckResult({ check, outdated, onLeaveOut }: { check: SubmissionCheck; outdated: boolean; onLeaveOut: (ids: string[]) => void }) {
  const { t } = useTranslation('genetics');
  const figures = useGeneticsFigures();
  const incomplete = check.animals.filter((animal) => animal.missing.length > 0);
  const fields = (names: readonly string[]) => names.map((name) => t(`fields.${name}`)).join(', ');
  return (
    <Box data-testid="submission-check" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {outdated && <Alert severity="info">{t('submissions.check.outdated')}</Alert>}
      <Alert severity={incomplete.length === 0 ? 'success' : 'warning'} data-testid="check-summary">
        {t('submissions.check.ready', { ready: figures.count(check.ready), total: figures.animals(check.animals.length) })}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {check.required.length > 0 ? t('submissions.check.required', { fields: fields(check.required) }) : t('submissions.check.noneRequired')}{' '}
        <Link component={RouterLink} to={REQUIRED_FIELDS}>
          {t('submissions.requiredLink')}
        </Link>
      </Typography>
      {incomplete.length > 0 && (
        <>
          <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 420, overflow: 'auto' }} tabIndex={0} role="region" aria-label={t('submissions.check.incomplete')}>
            <Table size="small" stickyHeader aria-label={t('submissions.check.incomplete')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('submissions.check.animal')}</TableCell>
                  <TableCell>{t('submissions.check.missing')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {incomplete.map((animal) => (
                  <TableRow key={animal.id} data-testid={`missing-${animal.id}`}>
                    {/* The link under the tag: on a phone a third column would squeeze the fields to a word a line. */}
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      <Box sx={{ fontWeight: 600 }}>{animal.tagNumber}</Box>
                      <Link component={RouterLink} to={sheetPath(animal.id)} aria-label={t('submissions.check.fixSheet', { tag: animal.tagNumber })}>
                        {t('submissions.check.fix')}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ verticalAlign: 'top' }}>{fields(animal.missing)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {/* Leaving every animal out would leave nothing to send. */}
          {check.ready > 0 && (
            <Box>
              <Button variant="outlined" onClick={() => onLeaveOut(incomplete.map((animal) => animal.id))}>
                {t('submissions.check.leaveOut', { count: incomplete.length })}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
