import { operation } from '../http';
import { idParams } from '../departments/departments';
import { weatherHistory, weatherHistoryQuery, weatherReport } from './weather';

/** A farm's weather: reading it is reading the farm, so farms:view. 503: the provider cannot be reached. */
export const weatherOperations = {
  getFarmWeather: operation({
    operationId: 'getFarmWeather',
    method: 'GET',
    path: '/farm/:id/weather',
    summary: 'Conditions now and the 7-day forecast at the farm (503 when the provider cannot be reached)',
    tag: 'weather',
    access: { module: 'farms', action: 'view' },
    params: idParams,
    answer: weatherReport,
    errors: [404, 503],
  }),
  getFarmWeatherHistory: operation({
    operationId: 'getFarmWeatherHistory',
    method: 'GET',
    path: '/farm/:id/weather/history',
    summary: 'Observed daily weather at the farm, from..to (ISO dates, at most 92 days; default the last 30)',
    tag: 'weather',
    access: { module: 'farms', action: 'view' },
    params: idParams,
    query: weatherHistoryQuery,
    answer: weatherHistory,
    errors: [404, 503],
  }),
};
