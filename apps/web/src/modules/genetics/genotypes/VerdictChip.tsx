import Chip from '@mui/material/Chip';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import type { ParentageVerdict } from '@ganado/shared/genetics';
import { StatusChip, type StatusColour } from '../../../components/StatusChip';

const COLOURS: Record<ParentageVerdict, StatusColour> = { compatible: 'success', excluded: 'error', inconclusive: 'warning', notGenotyped: 'default' };

/** What the SNPs say of one recorded parent; a parent without a genotype could not be checked (outlined). */
export function VerdictChip({ verdict }: { verdict: ParentageVerdict }) {
  const { t } = useTranslation('genetics');
  return <StatusChip status={verdict} label={t(`genotypes.verdicts.${verdict}`)} colours={COLOURS} outlined={['notGenotyped']} />;
}

/** The flag of a genotype whose recorded parents conflict with its SNPs: the register names a parent the calf cannot have. */
export function ConflictFlag() {
  const { t } = useTranslation('genetics');
  return <Chip size="small" color="error" icon={<WarningIcon />} label={t('genotypes.conflict')} data-testid="conflict-flag" />;
}
