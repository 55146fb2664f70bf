import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import EditIcon from '@mui/icons-material/Edit';
import PlayIcon from '@mui/icons-material/PlaylistPlay';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Protocol } from '@ganado/shared/drugs';
import { ListPagination, PagedTable, usePaging } from '../../../components/admin/paging';
import { QueryState } from '../../../components/admin/QueryState';
import { useDrugFigures } from '../figures';
import { useProtocols } from './api';

export type ProtocolAction = 'edit' | 'apply';

/** How a protocol reads: "20 mL", "Intramuscular", "3 doses, every 24 h". */
function useProtocolText() {
  const { t } = useTranslation(['drugs', 'animals']);
  const figures = useDrugFigures();
  return {
    dose: (protocol: Protocol) => figures.amount(protocol.dose.value, protocol.dose.unit),
    route: (protocol: Protocol) => (protocol.route ? t(`animals:recordChoices.administrationRoutes.${protocol.route}`) : '—'),
    course: (protocol: Protocol) => t('protocols.courseShort', { count: protocol.doses, doses: figures.number(protocol.doses), hours: figures.number(protocol.intervalHours) }),
  };
}

/** The wide screens' column for what can be done: change it (with `edit`), apply it (with `create`). */
const stickyEnd = { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;

/** The treatment protocols, paged on the server: a table on wide screens, cards on a phone. */
export function ProtocolTable({ canEdit, canApply, onAction }: { canEdit: boolean; canApply: boolean; onAction: (action: ProtocolAction, protocol: Protocol) => void }) {
  const { t } = useTranslation('drugs');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const text = useProtocolText();
  const paging = usePaging('');
  const protocols = useProtocols({ page: paging.page + 1, limit: paging.limit });
  const drugLink = (protocol: Protocol) => (
    <Link component={RouterLink} to={`/drugList/${protocol.drugId}`} sx={{ overflowWrap: 'anywhere' }}>
      {protocol.drugName}
    </Link>
  );
  const edit = (protocol: Protocol) =>
    canEdit && (
      <Tooltip title={t('protocols.editNamed', { name: protocol.name })}>
        <IconButton aria-label={t('protocols.editNamed', { name: protocol.name })} onClick={() => onAction('edit', protocol)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
    );
  const apply = (protocol: Protocol) =>
    canApply && (
      <Button startIcon={<PlayIcon />} aria-label={t('protocols.applyNamed', { name: protocol.name })} onClick={() => onAction('apply', protocol)}>
        {t('protocols.apply')}
      </Button>
    );

  return (
    <QueryState query={protocols} emptyText={t('protocols.empty')} isEmpty={(answer) => answer.total === 0}>
      {(answer) =>
        phone ? (
          <>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {answer.items.map((protocol) => (
                <Card key={protocol.id} variant="outlined" component="article" aria-label={protocol.name}>
                  <CardContent sx={{ py: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{protocol.name}</Typography>
                    {protocol.diagnosis && (
                      <Typography variant="body2" color="text.secondary">
                        {protocol.diagnosis}
                      </Typography>
                    )}
                    <Typography variant="body2">
                      {drugLink(protocol)} · {text.dose(protocol)} · {text.route(protocol)}
                    </Typography>
                    <Typography variant="body2">{text.course(protocol)}</Typography>
                  </CardContent>
                  <CardActions sx={{ justifyContent: 'flex-end' }}>
                    {edit(protocol)}
                    {apply(protocol)}
                  </CardActions>
                </Card>
              ))}
            </Box>
            <ListPagination paging={paging} total={answer.total} />
          </>
        ) : (
          <PagedTable label={t('protocols.tableLabel')} paging={paging} total={answer.total}>
            <TableHead>
              <TableRow>
                <TableCell>{t('protocols.fields.name')}</TableCell>
                <TableCell>{t('protocols.fields.drug')}</TableCell>
                <TableCell>{t('protocols.fields.dose')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('protocols.fields.route')}</TableCell>
                <TableCell>{t('protocols.columns.course')}</TableCell>
                <TableCell align="right" sx={stickyEnd}>
                  {t('protocols.columns.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.items.map((protocol) => (
                <TableRow key={protocol.id} hover>
                  <TableCell sx={{ minWidth: 140 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{protocol.name}</Typography>
                    {protocol.diagnosis && (
                      <Typography variant="body2" color="text.secondary">
                        {protocol.diagnosis}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>{drugLink(protocol)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.dose(protocol)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{text.route(protocol)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.course(protocol)}</TableCell>
                  <TableCell align="right" sx={stickyEnd}>
                    {edit(protocol)}
                    {apply(protocol)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </PagedTable>
        )
      }
    </QueryState>
  );
}
