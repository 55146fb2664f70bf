export * from './types';
export { averageAnimal, DEFAULT_FINAL_WEIGHT_KG, subGroupsByWeight } from './animals';
export { DEFAULT_ABSORPTION, ingredientOf, proteinSplit, supplied } from './supply';
export { FAT_MAX_OF_DM, formulateFeeding, MAX_ROUNDS, NDF_MIN_OF_DM } from './formulate';
