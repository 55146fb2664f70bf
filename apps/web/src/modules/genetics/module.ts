import GeneticsIcon from '@mui/icons-material/Biotech';
import type { WebModule } from '../../app/routes';

/**
 * Genetics and breeding (docs/product.md §1, §2; docs/decisions.md: genetics): the herd's EPDs from
 * the organisation's own evaluations (list and grid, search, compare, what each EPD means, the
 * genetic-worth tab), the evaluations with their progress, the model settings, the EPD sheets and
 * their upload, contemporary groups, data submissions, and genotypes with their parentage checks.
 */
export default {
  // `animals` labels the herd's sexes, breeds and the animal picker; `action-list` the picker's search texts.
  namespaces: ['genetics', 'animals', 'action-list'],
  menu: [{ section: 'breeding', order: 20, module: 'genetics', to: '/genetics', icon: GeneticsIcon }],
  routes: {
    // EPDs and evaluations.
    '/genetics': () => import('./list/GeneticsListPage').then((page) => page.GeneticsListPage),
    '/genetics/evaluations': () => import('./evaluations/EvaluationsPage').then((page) => page.EvaluationsPage),
    '/genetics/modelSettings': () => import('./settings/ModelSettingsPage').then((page) => page.ModelSettingsPage),
    '/genetics/requiredFieldsSetting': () => import('./settings/RequiredFieldsPage').then((page) => page.RequiredFieldsPage),
    '/genetic-search': () => import('./search/GeneticSearchPage').then((page) => page.GeneticSearchPage),
    '/search-list': () => import('./search/SearchListPage').then((page) => page.SearchListPage),
    '/compare-genetic': () => import('./compare/ComparePage').then((page) => page.ComparePage),
    '/genetics/epd-info/:geneticid': () => import('./info/EpdInfoPage').then((page) => page.EpdInfoPage),
    // EPD sheets, groups, submissions and genotypes.
    '/genetics/edit/v2/:geneticid': () => import('./sheets/EpdSheetPage').then((page) => page.EpdSheetPage),
    '/genetics/bulkUploadStatus': () => import('./uploads/BulkUploadStatusPage').then((page) => page.BulkUploadStatusPage),
    '/genetics/contemporaryGroups': () => import('./groups/ContemporaryGroupsPage').then((page) => page.ContemporaryGroupsPage),
    '/genetics/contemporaryGroup/add': () => import('./groups/ContemporaryGroupFormPage').then((page) => page.ContemporaryGroupFormPage),
    '/genetics/contemporaryGroup/edit/:trait/:id': () => import('./groups/ContemporaryGroupFormPage').then((page) => page.ContemporaryGroupFormPage),
    '/genetics/manage-animal-group': () => import('./groups/ManageAnimalGroupPage').then((page) => page.ManageAnimalGroupPage),
    '/genetics/v2/data-submission': () => import('./submissions/DataSubmissionPage').then((page) => page.DataSubmissionPage),
    '/genetics/data-submission': () => import('./submissions/SubmissionHistoryPage').then((page) => page.SubmissionHistoryPage),
    '/genoList': () => import('./genotypes/GenotypeListPage').then((page) => page.GenotypeListPage),
    '/genoList/genoReg': () => import('./genotypes/GenotypeFormPage').then((page) => page.GenotypeFormPage),
    '/genoList/geno/:id': () => import('./genotypes/GenotypeDetailPage').then((page) => page.GenotypeDetailPage),
    '/genoList/editGeno/:id': () => import('./genotypes/GenotypeFormPage').then((page) => page.GenotypeFormPage),
  },
} satisfies WebModule;
