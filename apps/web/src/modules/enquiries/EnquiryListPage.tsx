import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isAdminRole } from '@ganado/shared/auth';
import { ENQUIRY_CATEGORIES, ENQUIRY_STATUSES, type EnquiryCategory, type EnquiryStatus, type EnquirySummary } from '@ganado/shared/enquiries';
import type { RouteEntry } from '../../app/route-map';
import { useSessionState } from '../../app/session';
import { PagedList } from '../../components/admin/PagedList';
import { useDebounced, usePaging } from '../../components/admin/paging';
import { useUrlQuery } from '../../components/admin/url-query';
import { FilterSelect } from '../../components/FilterSelect';
import { FormAlert } from '../../components/form/FormAlert';
import { instantText } from '../../components/format';
import { ListFilters } from '../../components/ListFilters';
import { PageTitle } from '../../components/PageTitle';
import { StatusChip } from '../../components/StatusChip';
import { visuallyHidden } from '../../components/visually-hidden';
import { useSavedNotice } from '../farms/saved-notice';
import { useEnquiries } from './api';
import { STATUS_COLOURS } from './statuses';

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => (values as readonly string[]).includes(value) ? (value as T) : undefined;
const COLUMNS = ['number', 'subject', 'category', 'status', 'askedBy', 'lastMessageAt'] as const;
const chatOf = (enquiry: EnquirySummary) => `/enquiries/${enquiry.id}/chat`;

/** /enquiries: the person's enquiries (an administrator's: everyone's), the latest message first, with what is unread. */
export function EnquiryListPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['enquiries', 'common']);
  const admin = isAdminRole(useSessionState()?.userRoles ?? []);
  const { get, set } = useUrlQuery();
  const search = useDebounced(get('search').trim());
  const filters = { search: search || undefined, status: oneOf<EnquiryStatus>(ENQUIRY_STATUSES, get('status')), category: oneOf<EnquiryCategory>(ENQUIRY_CATEGORIES, get('category')) };
  const paging = usePaging(JSON.stringify(filters));
  const enquiries = useEnquiries({ ...filters, page: paging.page + 1, limit: paging.limit });
  const saved = useSavedNotice();
  // Who asked matters to the administrators, who see everyone's; a person's own list is theirs alone.
  const columns = COLUMNS.filter((column) => admin || column !== 'askedBy');
  const subject = (enquiry: EnquirySummary) => (
    <Badge color="primary" badgeContent={enquiry.unread} invisible={enquiry.unread === 0} sx={{ '& .MuiBadge-badge': { right: -14 } }}>
      <Link component={RouterLink} to={chatOf(enquiry)} sx={{ fontWeight: enquiry.unread > 0 ? 700 : 400 }}>
        {enquiry.subject}
        {enquiry.unread > 0 && <Box component="span" sx={visuallyHidden}>{` (${t('unread', { count: enquiry.unread })})`}</Box>}
      </Link>
    </Badge>
  );
  const cell = (enquiry: EnquirySummary, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'number':
        return enquiry.number;
      case 'subject':
        return subject(enquiry);
      case 'category':
        return t(`categories.${enquiry.category}`);
      case 'status':
        return <StatusChip status={enquiry.status} label={t(`statuses.${enquiry.status}`)} colours={STATUS_COLOURS} outlined={['closed']} />;
      case 'askedBy':
        return enquiry.askedBy.name;
      case 'lastMessageAt':
        return instantText(enquiry.lastMessageAt);
    }
  };

  return (
    <Box data-testid="enquiry-list" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Button component={RouterLink} to="/enquiries/create" variant="contained" startIcon={<AddIcon />}>
          {t('new')}
        </Button>
      </Box>
      <FormAlert notice={saved} />
      <ListFilters
        search={<TextField type="search" size="small" label={t('search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} />}
        active={(filters.status ? 1 : 0) + (filters.category ? 1 : 0)}
      >
        <FilterSelect label={t('fields.status')} value={filters.status ?? ''} onChange={(next) => set({ status: next })} options={ENQUIRY_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))} any={t('anyStatus')} />
        <FilterSelect
          label={t('fields.category')}
          value={filters.category ?? ''}
          onChange={(next) => set({ category: next })}
          options={ENQUIRY_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
          any={t('anyCategory')}
        />
      </ListFilters>
      <PagedList
        query={enquiries}
        paging={paging}
        label={t('tableLabel')}
        emptyText={t(filters.search || filters.status || filters.category ? 'noMatch' : 'empty')}
        head={columns.map((column) => (
          <TableCell key={column} align={column === 'number' ? 'right' : 'left'}>
            {t(`columns.${column}`)}
          </TableCell>
        ))}
        row={(enquiry) => (
          <TableRow key={enquiry.id} hover>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'number' ? 'right' : 'left'} sx={{ overflowWrap: 'anywhere' }}>
                {cell(enquiry, column)}
              </TableCell>
            ))}
          </TableRow>
        )}
        card={(enquiry) => ({
          label: enquiry.subject,
          to: chatOf(enquiry),
          content: (
            <>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                <Typography sx={{ fontWeight: enquiry.unread > 0 ? 700 : 600, overflowWrap: 'anywhere' }}>
                  {t('number', { number: enquiry.number })} · {enquiry.subject}
                </Typography>
                <StatusChip status={enquiry.status} label={t(`statuses.${enquiry.status}`)} colours={STATUS_COLOURS} outlined={['closed']} />
              </Box>
              <Typography variant="body2">{admin ? `${t(`categories.${enquiry.category}`)} · ${enquiry.askedBy.name}` : t(`categories.${enquiry.category}`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('lastMessage', { when: instantText(enquiry.lastMessageAt) })}
                {enquiry.unread > 0 && ` · ${t('unread', { count: enquiry.unread })}`}
              </Typography>
            </>
          ),
        })}
      />
    </Box>
  );
}
