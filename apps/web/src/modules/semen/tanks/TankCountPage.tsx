import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Pack, TankCount } from '@ganado/shared/semen';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { DetailHeader } from '../../../components/DetailHeader';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { useTank, useTankPacks } from './api';
import { CountForm } from './CountForm';
import { CountResult } from './CountResult';
import { TankChips } from './TankChips';

/**
 * /semen-automation/tanks/:id/count: the monthly count of a tank (docs/decisions.md: tank
 * reconciliation), then what it found. The form covers every pack the log has in the tank, as the
 * server requires; should a pack come or go meanwhile, the form starts again with it.
 */
export function TankCountPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['semen', 'common', 'messages']);
  const { id } = useParams();
  const tank = useTank(id);
  const packs = useTankPacks(id);
  const [counted, setCounted] = useState<{ result: TankCount; packs: readonly Pack[]; notice: Notice } | null>(null);

  return (
    <Box data-testid="semen-tank-count" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DetailHeader title={t(entry.titleKey, { ns: 'common' })} name={tank.data?.name} nameTestId="tank-name" chips={tank.data && <TankChips tank={counted?.result.tank ?? tank.data} />} />
      <FormAlert notice={counted?.notice ?? null} />
      {counted ? (
        <CountResult result={counted.result} packs={counted.packs} />
      ) : (
        <QueryState query={packs} emptyText={t('count.nothing')} isEmpty={(answer) => answer.total === 0}>
          {(answer) => (
            <CountForm
              key={answer.items.map((pack) => pack.id).join()}
              tankId={id!}
              packs={answer.items}
              onCounted={(result, message) => setCounted({ result, packs: answer.items, notice: { severity: 'success', text: t(`messages:${message}`) } })}
            />
          )}
        </QueryState>
      )}
    </Box>
  );
}
