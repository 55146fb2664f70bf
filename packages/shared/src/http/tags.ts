/**
 * The API's groups of operations, as the OpenAPI document lists them (each with a description,
 * which readers and linters expect). An operation's `tag` is one of these names.
 */
export const API_TAGS = {
  system: 'Liveness, version and the database’s migration status',
  reference: 'Countries, species and breeds: public, for the forms shown before signing in',
  sessions: 'Signing in, renewing the access token and signing out',
  users: 'The signed-in user’s account, and the administration of the organisation’s users',
  'sign-up': 'Creating an account and its organisation, with a captcha and a confirmation code',
  passwords: 'Forgotten passwords: codes and links to set a new one',
  'pre-registration': 'Requests for access, and setting a password from an invitation',
  departments: 'Departments, which group roles',
  roles: 'Roles and their permissions per module',
  'activity-log': 'What was done, by whom and when, per entity',
  profile: 'The signed-in person’s own profile and picture',
  dashboard: 'Counters and the latest activity',
  farms: 'Farms, their boundaries and the map’s configuration',
  zones: 'Zones inside a farm',
  animals: 'The animal register: list, detail, export, imports and bulk actions',
  'animal records': 'An animal’s dated records: weighings, services, treatments, movements',
  'animal groups': 'Groups of animals, moves between them and their history',
  'action list': 'Tasks, their occurrences and the records they complete',
  supplies: 'Farm supplies and their stock, moved by events of the log',
  drugs: 'The medicine cabinet: drugs, their packs and stock, withdrawal',
  orders: 'Products, customers and suppliers, and the sales and purchases that move animals and stock',
  genetics: 'Genetics and genotypes: EPD sheets, contemporary groups, evaluations, submissions, SNP parentage',
  feed: 'Feed management: the feed library, lots in stock, suppliers’ prices, least-cost rations and feeding',
  semen: 'Semen automation: sires, collections, batches in quarantine and their approval, inseminators',
  weather: 'A farm’s forecast and weather history',
  satellite: 'NDVI of a farm’s boundary or a zone',
  reports: 'Analytics: herd figures with their definitions, as of any date, their charts, tables and files',
  faq: 'The organisation’s own questions and answers, beside Ganado’s',
  development: 'What the server sent, readable outside production (the end-to-end tests, a trial without a mail server)',
} as const;

export type ApiTag = keyof typeof API_TAGS;
