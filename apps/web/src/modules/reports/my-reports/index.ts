export { MyReportsPage } from './MyReportsPage';
export { SatelliteReportsPage } from './SatelliteReportsPage';
export { WeatherReportsPage } from './WeatherReportsPage';
