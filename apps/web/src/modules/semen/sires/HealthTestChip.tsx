import { useTranslation } from 'react-i18next';
import type { HealthTestResult } from '@ganado/shared/semen';
import { StatusChip, type StatusColour } from '../../../components/StatusChip';

const COLOURS: Record<HealthTestResult, StatusColour> = { negative: 'success', positive: 'error' };

/** A donor test's result: negative is what lets his batches through. */
export function HealthTestChip({ result }: { result: HealthTestResult }) {
  const { t } = useTranslation('semen');
  return <StatusChip status={result} label={t(`healthResults.${result}`)} colours={COLOURS} />;
}
