import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@ganado/shared/enquiries';
import { instantText } from '../../components/format';
import type { PendingMessage } from './use-live-chat';

type Delivery = 'sending' | 'sent' | 'read' | 'failed';
const DELIVERY_ICON = { sending: ScheduleIcon, sent: DoneIcon, read: DoneAllIcon, failed: ErrorIcon } as const;

/** A message as a bubble: the person's own on the right, in the brand's green; its text always text, never markup. */
function Bubble({ mine, author, body, when, delivery, failure, actions }: { mine: boolean; author: string; body: string; when?: string; delivery?: Delivery; failure?: string; actions?: ReactNode }) {
  const { t } = useTranslation('enquiries');
  const Icon = delivery && DELIVERY_ICON[delivery];
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }} data-testid="chat-message">
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '70%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
          border: failure ? 2 : 0,
          borderColor: 'error.main',
        }}
      >
        {!mine && (
          <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
            {author}
          </Typography>
        )}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{body}</Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25, color: failure ? 'error.main' : 'text.secondary' }}>
        {when && <Typography variant="caption">{instantText(when)}</Typography>}
        {Icon && <Icon sx={{ fontSize: 16 }} titleAccess={t(`chat.${delivery}`)} data-testid={`delivery-${delivery}`} />}
        {failure && <Typography variant="caption">{t('chat.failed', { reason: failure })}</Typography>}
        {actions}
      </Box>
    </Box>
  );
}

/** The conversation, oldest first, then what this person wrote that is still on its way (or refused). */
export function ChatMessages({
  messages,
  pending,
  userId,
  readByOtherUpTo,
  onRetry,
  onDiscard,
}: {
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  userId: string | undefined;
  readByOtherUpTo: number;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const { t } = useTranslation('enquiries');
  return (
    <Box component="ol" aria-label={t('chat.conversation')} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, m: 0, p: 0 }}>
      {messages.map((message) => {
        const mine = message.author.id === userId;
        return (
          <Bubble
            key={message.id}
            mine={mine}
            author={message.author.name}
            body={message.body}
            when={message.sentAt}
            delivery={mine ? (message.seq <= readByOtherUpTo ? 'read' : 'sent') : undefined}
          />
        );
      })}
      {pending.map((message) => (
        <Bubble
          key={message.clientId}
          mine
          author={t('chat.you')}
          body={message.body}
          delivery={message.failed ? 'failed' : 'sending'}
          failure={message.failed}
          actions={
            message.failed && (
              <>
                <Button size="small" onClick={() => onRetry(message.clientId)}>
                  {t('chat.retry')}
                </Button>
                <Button size="small" color="inherit" onClick={() => onDiscard(message.clientId)}>
                  {t('chat.discard')}
                </Button>
              </>
            )
          }
        />
      ))}
    </Box>
  );
}
