import { idParams } from '@ganado/shared/departments';
import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import { weatherHistory, weatherHistoryQuery, weatherReport } from '@ganado/shared/weather';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { getWeather, getWeatherHistory } from './weather.service';

/** A farm's weather (issue 5): reading a farm's weather is reading the farm, so farms:view. */
export const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope, 503: errorEnvelope };
  const weather = { tags: ['weather'], security: [{ bearer: [] }] };

  app.get(
    '/farm/:id/weather',
    {
      config: { access: { module: 'farms', action: 'view' } },
      schema: { ...weather, summary: 'Conditions now and the 7-day forecast at the farm (503 when the provider cannot be reached)', params: idParams, response: { 200: successEnvelope(weatherReport), ...errors } },
    },
    async (request) => ok(request, await getWeather(request.tenant, request.session, request.params.id)),
  );

  app.get(
    '/farm/:id/weather/history',
    {
      config: { access: { module: 'farms', action: 'view' } },
      schema: {
        ...weather,
        summary: 'Observed daily weather at the farm, from..to (ISO dates, at most 92 days; default the last 30)',
        params: idParams,
        querystring: weatherHistoryQuery,
        response: { 200: successEnvelope(weatherHistory), ...errors },
      },
    },
    async (request) => ok(request, await getWeatherHistory(request.tenant, request.session, request.params.id, request.query)),
  );
};
