import { weatherOperations as ops } from '@ganado/shared/weather';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { getWeather, getWeatherHistory } from './weather.service';

/** A farm's weather: reading a farm's weather is reading the farm, so farms:view. */
export const weatherRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.getFarmWeather, (request) => getWeather(request.tenant, request.session, request.params.id));
  route(app, ops.getFarmWeatherHistory, (request) => getWeatherHistory(request.tenant, request.session, request.params.id, request.query));
};
