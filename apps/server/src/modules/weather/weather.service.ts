import { polygonCentre } from '@ganado/shared/farms';
import { addDays, resolveDateRange } from '@ganado/shared/http';
import {
  WEATHER_FORECAST_DAYS,
  WEATHER_HISTORY_DEFAULT_DAYS,
  WEATHER_HISTORY_MAX_DAYS,
  type WeatherHistory,
  type WeatherHistoryQuery,
  type WeatherReport,
} from '@ganado/shared/weather';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { findFarm } from '../farms/farms.repository';
import type { Session } from '../sessions/authenticate';
import type { Location } from './weather.provider';

/** The farm's typed location, or the centre of its drawn land; 422 when it has neither. */
async function farmLocation(context: AppContext, session: Session, farmId: string): Promise<Location> {
  const row = await findFarm(context.db, session.organizationId, farmId);
  if (!row) throw AppError.notFound();
  const { latitude, longitude, perimeterPoints } = row.farm;
  if (latitude != null && longitude != null) return { latitude, longitude };
  if (perimeterPoints.length >= 3) return polygonCentre(perimeterPoints);
  throw new AppError(422, 'weather.noLocation');
}

export async function getWeather(context: AppContext, session: Session, farmId: string): Promise<WeatherReport> {
  const location = await farmLocation(context, session, farmId);
  // Not set up is a state to explain, not an outage (docs/decisions.md, "Outside services not set up").
  if (!context.weather) return { farmId, ...location, provider: 'notConfigured', current: null, forecast: [] };
  const { current, forecast } = await context.weather.forecast(location, WEATHER_FORECAST_DAYS);
  return { farmId, ...location, provider: 'ready', current, forecast };
}

export async function getWeatherHistory(context: AppContext, session: Session, farmId: string, query: WeatherHistoryQuery): Promise<WeatherHistory> {
  // The archive holds finished days only: the history ends yesterday (UTC) unless asked otherwise.
  const lastDay = addDays(context.clock().toISOString().slice(0, 10), -1);
  const range = resolveDateRange(query, { lastDay, defaultDays: WEATHER_HISTORY_DEFAULT_DAYS, maxDays: WEATHER_HISTORY_MAX_DAYS });
  if (!range) throw AppError.invalid([{ param: 'from', key: 'reports.rangeTooLong' }]);
  const location = await farmLocation(context, session, farmId);
  if (!context.weather) return { farmId, ...location, ...range, provider: 'notConfigured', days: [] };
  const days = await context.weather.history(location, range.from, range.to);
  return { farmId, ...location, ...range, provider: 'ready', days };
}
