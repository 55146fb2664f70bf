import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ganado/shared';
import { ANIMAL_IMPORT_FORMATS, ANIMAL_IMPORT_KINDS, type AnimalImportKind, animalFileHeader } from '@ganado/shared/animals';
import { ApiError, errorText } from '../../../app/api';
import { PersistentDialog } from '../../../components/dialogs/PersistentDialog';
import { downloadImportTemplate, uploadImport, useImport } from '../api';

type RowError = { row?: number; param: string; msg: string; key?: string; params?: Record<string, string> };

/** The shared messages write their placeholders as {name} (the server fills them the same way). */
const MESSAGE_PLACEHOLDERS = { prefix: '{', suffix: '}' };

/**
 * A rejected file's rows, each with the column (its header in the reader's language) and what is
 * wrong, in the reader's language too: a message naming values (a column's allowed ones) is filled from `params`.
 */
function RowReport({ kind, errors }: { kind: AnimalImportKind; errors: RowError[] }) {
  const { t, i18n } = useTranslation(['animals', 'messages']);
  const language = (i18n.language === 'es' ? 'es' : 'en') satisfies Language;
  return (
    <TableContainer sx={{ maxHeight: 320, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label={t('import.report')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('import.row')}</TableCell>
            <TableCell>{t('import.column')}</TableCell>
            <TableCell>{t('import.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((error, index) => (
            <TableRow key={index}>
              <TableCell>{error.row ?? '—'}</TableCell>
              <TableCell>{error.param ? animalFileHeader(kind, error.param, language) : '—'}</TableCell>
              <TableCell>{error.key ? t(`messages:${error.key}`, { ...error.params, defaultValue: error.msg, interpolation: MESSAGE_PLACEHOLDERS }) : error.msg}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** An import being written: the progress, then how it ended. */
function ImportStatus({ id, onFinished }: { id: string; onFinished: () => void }) {
  const { t } = useTranslation('animals');
  const item = useImport(id).data;
  const finished = item?.status === 'completed' || item?.status === 'failed';
  useEffect(() => {
    if (finished) onFinished();
  }, [finished, onFinished]);
  if (!item) return <LinearProgress aria-label={t('import.progress')} />;
  const percent = item.totalRows === 0 ? 0 : Math.round((item.processed / item.totalRows) * 100);
  if (item.status === 'completed') return <Alert severity="success">{t('import.completed', { count: item.processed, name: item.fileName })}</Alert>;
  if (item.status === 'failed') return <Alert severity="error">{t('import.failed', { name: item.fileName })}</Alert>;
  if (item.status === 'rejected') return <RowReport kind={item.kind} errors={item.errors} />;
  return (
    <Box>
      <LinearProgress variant="determinate" value={percent} aria-label={t('import.progress')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('import.processed', { processed: item.processed, total: item.totalRows, percent })}
      </Typography>
    </Box>
  );
}

/** Animals, weights or milk yields from a CSV or XLSX file: checked whole, then written in the background. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['animals', 'common']);
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<AnimalImportKind>('animals');
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [rejected, setRejected] = useState<RowError[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const refreshList = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['animals', 'list'] }), [queryClient]);

  const upload = async () => {
    if (!file) return;
    setFailure(null);
    setRejected(null);
    setSending(true);
    try {
      setImportId((await uploadImport(kind, file)).id);
    } catch (error) {
      const rows = error instanceof ApiError ? error.errors.filter((item) => item.row !== undefined || item.param) : [];
      if (error instanceof ApiError && error.status === 422 && rows.length > 0) setRejected(rows);
      setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <PersistentDialog
      open
      width="wide"
      title={t('import.title')}
      actions={
        <>
          <Button onClick={onClose}>{t(importId || rejected ? 'import.close' : 'common:admin.cancel')}</Button>
          {!importId && (
            <Button variant="contained" onClick={() => void upload()} disabled={!file} loading={sending}>
              {t('import.upload')}
            </Button>
          )}
        </>
      }
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {importId ? (
          <ImportStatus id={importId} onFinished={refreshList} />
        ) : (
          <>
            <TextField
              select
              label={t('import.kind')}
              value={kind}
              onChange={(event) => setKind(event.target.value as AnimalImportKind)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {ANIMAL_IMPORT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`import.kinds.${value}`)}
                </option>
              ))}
            </TextField>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              {ANIMAL_IMPORT_FORMATS.map((format) => (
                <Link key={format} component="button" type="button" onClick={() => downloadImportTemplate(kind, format).catch((error: unknown) => setFailure(errorText(error)))}>
                  {t(`import.templates.${format}`)}
                </Link>
              ))}
            </Box>
            <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              {t('import.chooseFile')}
              <input hidden type="file" accept=".csv,.xlsx" aria-label={t('import.file')} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            </Button>
            {file && <Typography>{file.name}</Typography>}
            {failure && <Alert severity="error">{failure}</Alert>}
            {rejected && <RowReport kind={kind} errors={rejected} />}
          </>
        )}
      </Box>
    </PersistentDialog>
  );
}
