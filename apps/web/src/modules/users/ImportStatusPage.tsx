import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { UserImport } from '@ganado/shared/users';
import { errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { PagedTable, useDebounced, usePaging } from '../../components/admin/paging';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { ImportProgress } from './ImportProgress';
import { ImportReport } from './ImportReport';
import { isUnfinished, uploadImport, useImports } from './import-api';
import { instantText } from '../../components/format';

const STATUS_COLOR = { queued: 'default', running: 'info', completed: 'success', failed: 'error' } as const;

/** /users/import-status: upload a CSV of users, follow each file's progress, open its per-row report. */
export function ImportStatusPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['users', 'common', 'messages']);
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const paging = usePaging(search);
  const imports = useImports({ page: paging.page, limit: paging.limit, search });
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState<UserImport | null>(null);
  // The report follows the list's latest answer, so its counts move while the import runs.
  const reported = open && (imports.data?.items.find((item) => item.id === open.id) ?? open);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setNotice(null);
    try {
      await uploadImport(file);
      setNotice({ severity: 'success', text: t('messages:success.userImportQueued') });
      await queryClient.invalidateQueries({ queryKey: ['user-imports'] });
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error) });
    } finally {
      setUploading(false);
      // The same file may be chosen again after it is fixed.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box data-testid="import-status-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/users/imported">
            {t('import.importedUsers')}
          </Button>
          <Button variant="contained" startIcon={<UploadFileIcon />} loading={uploading} onClick={() => input.current?.click()}>
            {t('import.upload')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            data-testid="import-file-input"
            aria-label={t('import.upload')}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </Box>
      </Box>
      <Typography color="text.secondary">{t('import.format')}</Typography>
      <FormAlert notice={notice} />
      <TextField type="search" label={t('import.search')} value={typed} onChange={(event) => setTyped(event.target.value)} sx={{ maxWidth: { sm: 360 } }} fullWidth />
      <QueryState query={imports} emptyText={search ? t('import.noMatches') : t('import.empty')} isEmpty={(answer) => answer.total === 0}>
        {(answer) => (
          <PagedTable label={t(entry.titleKey, { ns: 'common' })} paging={paging} total={answer.total}>
            <TableHead>
              <TableRow>
                <TableCell>{t('import.columns.file')}</TableCell>
                <TableCell>{t('import.columns.status')}</TableCell>
                <TableCell align="right">{t('import.columns.created')}</TableCell>
                <TableCell align="right">{t('import.columns.skipped')}</TableCell>
                <TableCell>{t('import.columns.uploaded')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.items.map((item) => (
                <TableRow key={item.id} hover>
                  <TableCell sx={{ minWidth: 160 }}>
                    <Button variant="text" sx={{ textTransform: 'none', p: 0, minWidth: 0, textAlign: 'left', overflowWrap: 'anywhere' }} aria-label={t('import.openReport', { name: item.fileName })} onClick={() => setOpen(item)}>
                      {item.fileName}
                    </Button>
                  </TableCell>
                  <TableCell sx={{ minWidth: 150 }}>
                    {isUnfinished(item) ? <ImportProgress item={item} /> : <Chip size="small" label={t(`import.statuses.${item.status}`)} color={STATUS_COLOR[item.status]} />}
                  </TableCell>
                  <TableCell align="right">{item.createdCount}</TableCell>
                  <TableCell align="right">{item.skippedCount}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {instantText(item.createdAt)}
                    {item.createdBy && (
                      <Typography variant="body2" color="text.secondary">
                        {item.createdBy.name}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </PagedTable>
        )}
      </QueryState>
      {reported && <ImportReport item={reported} onClose={() => setOpen(null)} />}
    </Box>
  );
}
