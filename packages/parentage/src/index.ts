export { type DetectedFormat, detectFormat } from './detect';
export { DEFAULT_READ_LIMITS, GenotypeFileError, type GenotypeFileErrorCode, type ReadLimits } from './errors';
export { readFinalReport } from './final-report';
export {
  callRate,
  type GenotypedAnimal,
  type GenotypeFile,
  type GenotypeFormat,
  type Panel,
  type ReadOptions,
  type SampleGenotypes,
} from './genotypes';
export { type TextChunks } from './lines';
export { type GenotypeCode, genotypeAt, HETEROZYGOUS, HOMOZYGOUS_FIRST, HOMOZYGOUS_SECOND, MISSING, packGenotypes, unpack } from './packing';
export { alignPanels, type PanelAlignment } from './panels';
export {
  discoverSires,
  judgeParentage,
  OPPOSING_HOMOZYGOTE_RULE,
  type OpposingHomozygotes,
  opposingHomozygotes,
  type ParentageRule,
  type ParentageVerdict,
  type ParentCheck,
  type SireCandidate,
  verifyParentage,
} from './parentage';
export { readPlink } from './plink';
export { readVcf } from './vcf';
