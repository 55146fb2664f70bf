import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { CHAT_MESSAGE_MAX_LENGTH, type Enquiry } from '@ganado/shared/enquiries';
import { errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { useSessionState } from '../../app/session';
import { QueryState } from '../../components/admin/QueryState';
import { DetailHeader } from '../../components/DetailHeader';
import { PageTitle } from '../../components/PageTitle';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { instantText } from '../../components/format';
import { StatusChip } from '../../components/StatusChip';
import { saveFile } from '../animals/api';
import { useSavedNotice } from '../farms/saved-notice';
import { closeEnquiry, downloadAttachment, reopenEnquiry, useEnquiry, useRefreshEnquiries } from './api';
import { ChatMessages } from './ChatMessages';
import { STATUS_COLOURS } from './statuses';
import { useLiveChat } from './use-live-chat';

/** The question as asked: who, when, its text and its files. */
function Question({ enquiry }: { enquiry: Enquiry }) {
  const { t } = useTranslation('enquiries');
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('askedByOn', { name: enquiry.askedBy.name, when: instantText(enquiry.createdAt) })} · {t(`categories.${enquiry.category}`)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{enquiry.description}</Typography>
      {enquiry.attachments.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label={t('chat.attachments')}>
          {enquiry.attachments.map((file) => (
            <Button key={file.id} size="small" variant="outlined" startIcon={<AttachFileIcon />} onClick={() => void downloadAttachment(enquiry.id, file.id).then((blob) => saveFile(blob, file.fileName))}>
              {file.fileName}
            </Button>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** Where the message is written: Enter sends, Shift+Enter a new line; the count shows near the limit. */
function Composer({ disabled, onSend, onTyped }: { disabled: boolean; onSend: (body: string) => void; onTyped: () => void }) {
  const { t } = useTranslation(['enquiries', 'common']);
  const [text, setText] = useState('');
  const send = () => {
    if (!text.trim() || text.length > CHAT_MESSAGE_MAX_LENGTH) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const over = text.length > CHAT_MESSAGE_MAX_LENGTH;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        fullWidth
        multiline
        maxRows={6}
        label={t('chat.message')}
        value={text}
        disabled={disabled}
        error={over}
        onChange={(event) => {
          setText(event.target.value);
          onTyped();
        }}
        onKeyDown={onKeyDown}
        helperText={text.length > CHAT_MESSAGE_MAX_LENGTH - 500 ? t('common:form.characterCount', { count: text.length, max: CHAT_MESSAGE_MAX_LENGTH }) : t('chat.messageHelp')}
      />
      <Button variant="contained" onClick={send} disabled={disabled || over || !text.trim()} endIcon={<SendIcon />} sx={{ mt: 1 }}>
        {t('chat.send')}
      </Button>
    </Box>
  );
}

function Chat({ enquiry }: { enquiry: Enquiry }) {
  const { t } = useTranslation(['enquiries', 'messages']);
  const userId = useSessionState()?.user.id;
  const chat = useLiveChat(enquiry.id);
  const refresh = useRefreshEnquiries();
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const status = chat.status ?? enquiry.status;
  const { read } = chat;

  // What arrives is shown at the bottom and, while the page is in sight, read.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
    if (document.visibilityState === 'visible') read();
  }, [chat.messages.length, chat.pending.length, read]);

  const change = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      await refresh();
      setNotice({ severity: 'success', text: t(`messages:${message}`) });
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error) });
    }
  };

  if (chat.connection === 'notFound') return <Alert severity="error">{t('chat.notFound')}</Alert>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DetailHeader
        name={`${t('number', { number: enquiry.number })} · ${enquiry.subject}`}
        chips={<StatusChip status={status} label={t(`statuses.${status}`)} colours={STATUS_COLOURS} outlined={['closed']} />}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {status === 'closed' ? (
              <Button variant="outlined" onClick={() => void change(() => reopenEnquiry(enquiry.id), 'success.enquiryReopened')}>
                {t('chat.reopen')}
              </Button>
            ) : (
              <Button variant="outlined" color="inherit" onClick={() => void change(() => closeEnquiry(enquiry.id), 'success.enquiryClosed')}>
                {t('chat.close')}
              </Button>
            )}
          </Box>
        }
      />
      <FormAlert notice={notice ?? saved} />
      <Question enquiry={enquiry} />
      {chat.connection !== 'live' && (
        <Alert severity={chat.connection === 'connecting' ? 'info' : 'warning'} role="status">
          {t(`chat.${chat.connection}`)}
        </Alert>
      )}
      {chat.messages.length === 0 && chat.pending.length === 0 && chat.connection === 'live' ? (
        <Typography color="text.secondary">{t('chat.noMessages')}</Typography>
      ) : (
        <ChatMessages messages={chat.messages} pending={chat.pending} userId={userId} readByOtherUpTo={chat.readByOtherUpTo} onRetry={chat.retry} onDiscard={chat.discard} />
      )}
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: '1.5em' }} data-testid="chat-typing">
        {chat.typing ? t('chat.typing', { name: chat.typing }) : ''}
      </Typography>
      <div ref={end} />
      {status === 'closed' ? <Alert severity="info">{t('chat.closedNote')}</Alert> : <Composer disabled={false} onSend={chat.send} onTyped={chat.typed} />}
    </Box>
  );
}

/** /enquiries/{id}/chat: the question and its live chat with the organisation's administrators. */
export function ChatPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['enquiries', 'common']);
  const { id } = useParams();
  const enquiry = useEnquiry(id);
  return (
    <Box data-testid="enquiry-chat" sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Link component={RouterLink} to="/enquiries" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}>
        <ArrowBackIcon fontSize="small" /> {t('chat.back')}
      </Link>
      {/* The title stands whatever the enquiry's answer: a chat not found still says where one is. */}
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <QueryState query={enquiry} emptyText="" isEmpty={() => false}>
        {(data) => <Chat enquiry={data} />}
      </QueryState>
    </Box>
  );
}
