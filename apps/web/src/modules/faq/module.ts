import FaqIcon from '@mui/icons-material/QuizOutlined';
import type { WebModule } from '../../app/routes';

/** The FAQ (docs/decisions.md: FAQ): Ganado's questions and the organisation's own. */
export default {
  namespaces: ['faq'],
  menu: [{ section: 'help', order: 10, module: 'faq', to: '/faq', icon: FaqIcon }],
  routes: {
    '/faq': () => import('./FaqPage').then((page) => page.FaqPage),
  },
} satisfies WebModule;
