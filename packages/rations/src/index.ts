export * from './errors';
export { formulate } from './formulate';
export { costPerKgDm } from './model';
export * from './nutrients';
export { loadSolver } from './solver';
export * from './types';
export { type CheckedProblem, type CheckedRequirement, checkProblem } from './validate';
