import EnquiriesIcon from '@mui/icons-material/ForumOutlined';
import type { WebModule } from '../../app/routes';

/** Enquiries to the organisation's administrators and the live chat of each (docs/decisions.md: enquiries). */
export default {
  namespaces: ['enquiries'],
  menu: [{ section: 'help', order: 20, module: 'enquiries', to: '/enquiries', icon: EnquiriesIcon }],
  routes: {
    '/enquiries': () => import('./EnquiryListPage').then((page) => page.EnquiryListPage),
    '/enquiries/create': () => import('./EnquiryCreatePage').then((page) => page.EnquiryCreatePage),
    '/enquiries/:id/chat': () => import('./ChatPage').then((page) => page.ChatPage),
  },
} satisfies WebModule;
