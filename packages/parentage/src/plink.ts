/**
 * PLINK's text pair (plink --recode): the .map names the SNPs, one a line (chromosome, SNP name,
 * genetic distance, base-pair position; the distance may be left out), and each .ped line is a sample:
 * family id, individual id (IID, the sample id read), sire, dam, sex and phenotype, then two alleles
 * per SNP in the .map's order, `0` for a missing one. Fields are split by spaces or tabs. Alleles are
 * nucleotides (ACGT, I/D), 1/2 (plink --recode12) or A/B; one coding a file
 * (www.cog-genomics.org/plink/1.9/formats#ped, #map; domain notes 3, refs. 65–66).
 */
import { ANY_LETTER, CallTable } from './call-table';
import { GenotypeFileError } from './errors';
import { type GenotypeFile, type ReadOptions } from './genotypes';
import { forEachLine, type TextChunks } from './lines';

const SPACE = 32;
const TAB = 9;
const LEADING_FIELDS = 6;

export async function readPlink(ped: TextChunks, map: TextChunks, options: ReadOptions = {}): Promise<GenotypeFile> {
  const table = new CallTable(options, ANY_LETTER, 'map');
  await forEachLine(
    map,
    (line, lineNumber) => {
      const fields = line.trim().split(/\s+/);
      if (fields[0] === '') return;
      if (fields.length !== 3 && fields.length !== 4) {
        throw new GenotypeFileError('columns', `${fields.length} columns where a .map line has 4 (chromosome, SNP, cM, position) or 3`, lineNumber, 'map');
      }
      table.addSnp(fields[1]!, fields[0]!, lineNumber);
    },
    'map',
  );
  const snpCount = table.snps.length;
  if (snpCount === 0) throw new GenotypeFileError('empty', 'the .map lists no SNPs');

  table.file = 'ped';
  const expected = LEADING_FIELDS + 2 * snpCount;
  let rows = 0;
  await forEachLine(
    ped,
    (line, lineNumber) => {
      let field = 0;
      let sampleId = '';
      let sample = -1;
      let first = 0;
      const length = line.length;
      for (let at = 0; at < length; ) {
        let char = line.charCodeAt(at);
        if (char === SPACE || char === TAB) {
          at += 1;
          continue;
        }
        const start = at;
        while (at < length && (char = line.charCodeAt(at)) !== SPACE && char !== TAB) at += 1;
        if (field === 1) sampleId = line.slice(start, at);
        else if (field === LEADING_FIELDS - 1) sample = table.addSample(sampleId, lineNumber);
        else if (field >= LEADING_FIELDS && field < expected) {
          if (at - start !== 1) throw badAllele(line.slice(start, at), lineNumber);
          const allele = line.charCodeAt(start);
          if ((field - LEADING_FIELDS) % 2 === 0) first = allele;
          else table.call(sample, (field - LEADING_FIELDS) >> 1, first, allele, lineNumber);
        }
        field += 1;
      }
      if (field === 0) return;
      rows += 1;
      if (field === expected) return;
      if (rows === 1 && field > LEADING_FIELDS && (field - LEADING_FIELDS) % 2 === 0) {
        throw new GenotypeFileError('snpCount', `the .ped has ${(field - LEADING_FIELDS) / 2} SNPs, the .map ${snpCount}`, lineNumber, 'ped');
      }
      throw new GenotypeFileError('columns', `${field} columns where 6 and two per SNP of the .map make ${expected}`, lineNumber, 'ped');
    },
    'ped',
  );
  if (rows === 0) throw new GenotypeFileError('empty', 'the .ped has no samples');
  const { panel, samples, warnings } = table.finish();
  return { format: 'plink', panel, samples, warnings };
}

function badAllele(field: string, lineNumber: number): GenotypeFileError {
  const compound = field.length === 2 ? ': write the .ped with one allele per column, not both in one' : '';
  return new GenotypeFileError('allele', `"${field}" is not an allele${compound}`, lineNumber, 'ped');
}
