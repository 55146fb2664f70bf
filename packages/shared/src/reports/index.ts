export * from './pages';
export * from './kpis';
export * from './tables';
export * from './query';
export * from './answers';
export * from './operations';
