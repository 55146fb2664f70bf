import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import type { RecordRequest } from '@ganado/shared/animals';
import type { Page } from '../../app/routes';
import { useSessionState } from '../../app/session';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { BarnFrame } from './BarnFrame';
import { CommandList } from './CommandList';
import { BarnRecordDialog } from './forms/BarnRecordDialog';
import { isBarnRecordType } from './forms/record-types';
import { discardCommand, resendCommand } from './store/commands';
import { barnDb, snapshotKey, type Command } from './store/db';
import { syncNow } from './sync/engine';
import { isOnline } from './sync/online';

const resend = async (seq: number, body?: RecordRequest) => {
  await resendCommand(seq, body as Record<string, unknown> | undefined);
  if (isOnline()) void syncNow();
};

/** A refused record opened in its form, with the server's complaints under their fields, to send again. */
function FixDialog({ command, onClose }: { command: Command; onClose: () => void }) {
  const snapshot = useLiveQuery(() => barnDb.snapshots.get(snapshotKey(command.userId, command.farmId)), [command.userId, command.farmId]);
  const body = command.input.body as { type?: unknown };
  if (!snapshot || !isBarnRecordType(body.type)) return null;
  return (
    <BarnRecordDialog
      type={body.type}
      tagNumber={command.subject.label}
      snapshot={snapshot}
      initial={command.input.body}
      serverErrors={command.problem?.errors}
      onClose={onClose}
      onSave={async (record) => {
        await resend(command.seq!, record);
        onClose();
      }}
    />
  );
}

/**
 * What this phone has not handed over yet: the writes waiting to be sent, and those the server
 * refused, each with its reason, to fix and send again, or to discard (docs/decisions.md, "Offline
 * in the barn"): nothing is dropped without the person's word.
 */
function Outbox({ userId }: { userId: string }) {
  const { t } = useTranslation(['barn', 'common']);
  const [fixing, setFixing] = useState<Command | null>(null);
  const [discarding, setDiscarding] = useState<Command | null>(null);
  const commands = useLiveQuery(() => barnDb.commands.where('userId').equals(userId).sortBy('seq'), [userId], []);
  const attention = commands.filter((command) => command.state === 'attention');
  const waiting = commands.filter((command) => command.state === 'waiting');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="section" aria-labelledby="barn-attention-title">
        <Typography id="barn-attention-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
          {t('sync.attention')}
        </Typography>
        {attention.length === 0 ? (
          <Typography color="text.secondary">{t('sync.noAttention')}</Typography>
        ) : (
          <CommandList
            commands={attention}
            label={t('sync.attention')}
            actions={(command) => (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {command.operation === 'addAnimalRecord' && isBarnRecordType((command.input.body as { type?: unknown }).type) && (
                  <Button variant="outlined" onClick={() => setFixing(command)}>
                    {t('sync.fix')}
                  </Button>
                )}
                <Button variant="outlined" onClick={() => void resend(command.seq!)}>
                  {t('sync.sendAgain')}
                </Button>
                <Button color="error" onClick={() => setDiscarding(command)}>
                  {t('sync.discard')}
                </Button>
              </Box>
            )}
          />
        )}
      </Box>
      <Box component="section" aria-labelledby="barn-waiting-title">
        <Typography id="barn-waiting-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
          {t('sync.waiting')}
        </Typography>
        {waiting.length === 0 ? <Typography color="text.secondary">{t('sync.noneWaiting')}</Typography> : <CommandList commands={waiting} label={t('sync.waiting')} />}
      </Box>
      {fixing && <FixDialog command={fixing} onClose={() => setFixing(null)} />}
      <ConfirmDialog
        open={discarding !== null}
        title={t('sync.discardTitle')}
        message={t('sync.discardMessage')}
        confirmLabel={t('sync.discard')}
        cancelLabel={t('common:admin.cancel')}
        confirmColor="error"
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) void discardCommand(discarding.seq!);
          setDiscarding(null);
        }}
      />
    </Box>
  );
}

export const BarnSyncPage: Page = () => {
  const { t } = useTranslation('barn');
  const userId = useSessionState()?.user.id ?? '';
  return (
    <BarnFrame title={t('titles.sync')} view="sync">
      <Outbox userId={userId} />
    </BarnFrame>
  );
};
