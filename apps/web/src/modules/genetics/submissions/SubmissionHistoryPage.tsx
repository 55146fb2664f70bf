import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Submission } from '@ganado/shared/genetics';
import { errorText } from '../../../app/api';
import type { RouteEntry } from '../../../app/route-map';
import { PagedList } from '../../../components/admin/PagedList';
import { usePaging } from '../../../components/admin/paging';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { instantText } from '../../../components/format';
import { PageTitle } from '../../../components/PageTitle';
import { useGeneticsAccess } from '../access';
import { GeneticsTabs } from '../GeneticsTabs';
import { useGeneticsFigures } from '../shared/figures';
import { NEW_SUBMISSION } from '../shared/paths';
import { downloadSubmissionFile, useSubmissions } from './api';

const COLUMNS = ['fileName', 'createdAt', 'createdBy', 'animals', 'sections', 'download'] as const;

/** /genetics/data-submission: the files made for the breed association, newest first, each downloadable again. */
export function SubmissionHistoryPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const figures = useGeneticsFigures();
  const access = useGeneticsAccess();
  const paging = usePaging('submissions');
  const submissions = useSubmissions(paging.page + 1, paging.limit);
  const [notice, setNotice] = useState<Notice | null>(null);
  const sections = (submission: Submission) => [t('submissions.identity'), ...submission.sections.map((section) => t(`groups.traits.${section}`))].join(', ');
  const by = (submission: Submission) => submission.createdBy?.name ?? t('genotypes.someone');
  const download = (submission: Submission) => {
    setNotice(null);
    downloadSubmissionFile(submission).catch((error: unknown) => setNotice({ severity: 'error', text: errorText(error) }));
  };
  const downloadButton = (submission: Submission) => (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => download(submission)} aria-label={t('submissions.downloadFile', { name: submission.fileName })}>
      {t('submissions.download')}
    </Button>
  );
  return (
    <Box data-testid="submission-history" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {access.export && (
          <Button component={RouterLink} to={NEW_SUBMISSION} variant="contained" startIcon={<AddIcon />}>
            {t('submissions.new')}
          </Button>
        )}
      </Box>
      <GeneticsTabs current="submissions" />
      <FormAlert notice={notice} />
      <PagedList
        query={submissions}
        paging={paging}
        label={t('submissions.tableLabel')}
        emptyText={t('submissions.empty')}
        head={COLUMNS.map((column) => (
          <TableCell key={column} align={column === 'animals' ? 'right' : 'left'}>
            {t(`submissions.columns.${column}`)}
          </TableCell>
        ))}
        row={(submission) => (
          <TableRow key={submission.id} data-testid={`submission-${submission.id}`}>
            <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{submission.fileName}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{instantText(submission.createdAt)}</TableCell>
            <TableCell>{by(submission)}</TableCell>
            <TableCell align="right">{figures.count(submission.animals)}</TableCell>
            <TableCell>{sections(submission)}</TableCell>
            <TableCell>{downloadButton(submission)}</TableCell>
          </TableRow>
        )}
        card={(submission) => ({
          label: submission.fileName,
          onOpen: () => download(submission),
          content: (
            <>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{submission.fileName}</Typography>
              <Typography variant="body2">{t('submissions.cardLine', { animals: figures.animals(submission.animals), sections: sections(submission) })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('submissions.madeBy', { when: instantText(submission.createdAt), by: by(submission) })}
              </Typography>
              <Typography variant="body2" color="primary.dark" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <DownloadIcon fontSize="small" />
                {t('submissions.download')}
              </Typography>
            </>
          ),
        })}
      />
    </Box>
  );
}
