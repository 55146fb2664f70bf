import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error';
import { readImportFile } from './animals.import.file';

const problemsOf = async (read: Promise<unknown>) => {
  const error = await read.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).errors;
};

describe('readImportFile', () => {
  it('reads CSV headers ignoring case, spaces and the required mark, semicolons and quotes included', async () => {
    const { headers, rows } = await readImportFile('weights', 'pesos.csv', Buffer.from('\ufeff Tag Number * ;DATE;Weight\n"A;1";2025-01-02;"401,5"\n\nB-2;2025-01-03;12\n'));
    expect(headers).toEqual({ tagNumber: 'Tag Number *', date: 'DATE', weight: 'Weight' });
    expect(rows).toEqual([
      { row: 2, values: { tagNumber: 'A;1', date: '2025-01-02', weight: '401,5' } },
      { row: 4, values: { tagNumber: 'B-2', date: '2025-01-03', weight: '12' } },
    ]);
  });

  it('reads the first sheet of an XLSX: numbers, dates, formulas and rich text as text, blank rows skipped', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Pesos');
    sheet.addRow(['tagNumber', 'date', 'weight', 'unit']);
    sheet.addRow([{ richText: [{ text: 'MX-' }, { text: '7' }] }, new Date('2025-02-03T00:00:00Z'), 350.5, 'kg']);
    sheet.addRow([]);
    sheet.addRow(['MX-8', '2025-02-04', { formula: '100*2', result: 200 }]);
    const { rows } = await readImportFile('weights', 'pesos.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows).toEqual([
      { row: 2, values: { tagNumber: 'MX-7', date: '2025-02-03', weight: '350.5', unit: 'kg' } },
      { row: 4, values: { tagNumber: 'MX-8', date: '2025-02-04', weight: '200', unit: '' } },
    ]);
  });

  it('reads the headers of either language, accents or none, and skips the export’s computed columns', async () => {
    const file = 'NÚMERO DE ARETE,Especie,sexo,Finca,Peso actual (kg),Status,Categoria / etapa\nA-1,Bovino,Hembra,Rancho,412,Activo,Vaca\n';
    const { headers, rows } = await readImportFile('animals', 'hato.csv', Buffer.from(file));
    expect(rows).toEqual([{ row: 2, values: { tagNumber: 'A-1', speciesCode: 'Bovino', gender: 'Hembra', farm: 'Rancho', categoryStage: 'Vaca' } }]);
    expect(headers).toEqual({ tagNumber: 'NÚMERO DE ARETE', speciesCode: 'Especie', gender: 'sexo', farm: 'Finca', categoryStage: 'Categoria / etapa' });
  });

  it('names every missing, unknown and repeated column at once', async () => {
    expect(await problemsOf(readImportFile('milk', 'leche.csv', Buffer.from('tag number,litres,tagNumber,TAGNUMBER\nA,1,A,A\n')))).toEqual([
      { param: 'litres', key: 'animals.importUnknownColumn' },
      { param: 'tagNumber', key: 'animals.importDuplicateColumn' },
      { param: 'tagNumber', key: 'animals.importDuplicateColumn' },
      { param: 'date', key: 'animals.importMissingColumn' },
      { param: 'yield', key: 'animals.importMissingColumn' },
    ]);
  });

  it.each([
    ['an Excel 97 file', 'hato.xls', Buffer.from('tagNumber\n'), 'animals.importFileType'],
    ['binary named .csv', 'hato.csv', Buffer.from('89504e470d0a1a0a00', 'hex'), 'animals.importUnreadable'],
    ['an unclosed quote', 'hato.csv', Buffer.from('tagNumber,date,weight\n"A,1,2\n'), 'animals.importUnreadable'],
    ['an empty file', 'hato.csv', Buffer.alloc(0), 'animals.importEmpty'],
  ])('refuses %s', async (_, name, bytes, key) => {
    expect(await problemsOf(readImportFile('weights', name, bytes))).toEqual([{ param: 'file', key }]);
  });
});
