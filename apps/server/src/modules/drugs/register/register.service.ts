import type { Language } from '@ganado/shared';
import { choiceLabel } from '@ganado/shared/animals';
import {
  REGISTER_COLUMNS,
  REGISTER_FILE_TEXTS,
  type RegisterColumn,
  type RegisterEntry,
  type RegisterExportQuery,
  type RegisterQuery,
} from '@ganado/shared/drugs';
import { instantText, isoToDisplayDate } from '@ganado/shared/format';
import type { AppContext } from '../../../context';
import type { CsvCell } from '../../../http/csv';
import { type TableFile, tableFile } from '../../../http/table-file';
import type { Session } from '../../sessions/authenticate';
import { registerBatches, registerPage, type RegisterRow } from './register.repository';
import { isoInstant } from '../../../db/rows';


function presentEntry(row: RegisterRow): RegisterEntry {
  return {
    recordId: row.id,
    type: row.type,
    givenAt: isoInstant(row.occurred_at),
    animal: { id: row.animal_id, tagNumber: row.tag_number },
    drugId: row.drug_id,
    product: row.product ?? '',
    batch: row.batch,
    quantity: row.value === null ? null : { value: Number(row.value), unit: row.unit ?? '' },
    route: row.route as RegisterEntry['route'],
    meatWithdrawalEndsAt: row.meat_ends_at && isoInstant(row.meat_ends_at),
    milkWithdrawalEndsAt: row.milk_ends_at && isoInstant(row.milk_ends_at),
    givenBy: row.given_by,
    veterinarian: row.veterinarian,
    supplier: row.supplier,
  };
}

export async function getRegister(context: AppContext, session: Session, query: RegisterQuery) {
  const { rows, total } = await registerPage(context.db, session.organizationId, query);
  return { items: rows.map(presentEntry), total, page: query.page, limit: query.limit };
}

/** Instants on the animal's farm's clock (UTC when it has none), as the screens write them. */
const CELLS: Record<RegisterColumn, (row: RegisterRow, language: Language) => CsvCell> = {
  givenAt: (row) => instantText(row.occurred_at, row.time_zone ?? 'UTC'),
  animal: (row) => row.tag_number,
  product: (row) => row.product,
  batch: (row) => row.batch,
  quantity: (row) => (row.value === null ? null : `${Number(row.value)} ${row.unit ?? ''}`.trim()),
  route: (row, language) => (row.route ? choiceLabel('administrationRoutes', row.route, language) : null),
  meatWithdrawalEndsAt: (row) => row.meat_ends_at && instantText(row.meat_ends_at, row.time_zone ?? 'UTC'),
  milkWithdrawalEndsAt: (row) => row.milk_ends_at && instantText(row.milk_ends_at, row.time_zone ?? 'UTC'),
  givenBy: (row) => row.given_by,
  veterinarian: (row) => row.veterinarian,
  supplier: (row) => row.supplier,
};

const period = (query: RegisterExportQuery, language: Language) => {
  const texts = REGISTER_FILE_TEXTS[language];
  if (!query.from && !query.to) return texts.all;
  return [query.from && `${texts.from} ${isoToDisplayDate(query.from)}`, query.to && `${texts.to} ${isoToDisplayDate(query.to)}`].filter(Boolean).join(' ');
};

/** GET /api/drug/register/export: the legal record for a period, oldest first, in the caller's language. */
export function exportRegister(context: AppContext, session: Session, query: RegisterExportQuery, language: Language): Promise<TableFile> {
  const { format, ...filters } = query;
  async function* batches() {
    for await (const rows of registerBatches(context.db, session.organizationId, filters)) {
      yield rows.map((row) => REGISTER_COLUMNS.map(({ name }) => CELLS[name](row, language)));
    }
  }
  const texts = REGISTER_FILE_TEXTS[language];
  return tableFile(format, {
    name: `medicine-register-${context.clock().toISOString().slice(0, 10)}`,
    sheetName: texts.sheet,
    title: `${texts.title} · ${period(query, language)}`,
    widths: REGISTER_COLUMNS.map(({ width }) => width),
    headers: REGISTER_COLUMNS.map(({ header }) => header[language]),
    batches: batches(),
  });
}
