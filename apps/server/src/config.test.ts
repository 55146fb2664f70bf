import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { defaultWebDistDir } from './paths';

describe('loadConfig', () => {
  it('gives every setting its default on an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      dataDir: path.resolve(process.cwd(), 'data'),
      logLevel: 'info',
      nodeEnv: 'development',
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      webDistDir: defaultWebDistDir,
      seedDemo: true,
      devOutboxLoopback: false,
      sessionSecret: undefined,
      smsUrl: undefined,
      captchaEnabled: true,
      captchaHmacKey: undefined,
      authRateLimit: 20,
      reportSendsPerHour: 10,
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: expect.stringContaining('OpenStreetMap'),
      weatherUrl: 'https://api.open-meteo.com',
      weatherArchiveUrl: 'https://archive-api.open-meteo.com',
      satellite: {
        url: 'https://services.sentinel-hub.com',
        tokenUrl: 'https://services.sentinel-hub.com/auth/realms/main/protocol/openid-connect/token',
        clientId: undefined,
        clientSecret: undefined,
      },
      taskReminders: true,
      drugReservationHours: 72,
      clockOffsetHours: 0,
    });
  });

  it('takes the weather and satellite providers’ addresses, without a trailing slash', () => {
    const config = loadConfig({ WEATHER_URL: 'http://127.0.0.1:9/', SATELLITE_URL: 'https://sh.dataspace.copernicus.eu', SATELLITE_TOKEN_URL: 'https://identity.example/token', SATELLITE_CLIENT_ID: 'id' });
    expect(config.weatherUrl).toBe('http://127.0.0.1:9');
    expect(config.satellite).toEqual({ url: 'https://sh.dataspace.copernicus.eu', tokenUrl: 'https://identity.example/token', clientId: 'id', clientSecret: undefined });
    expect(() => loadConfig({ WEATHER_ARCHIVE_URL: 'ftp://example.org' })).toThrow(/WEATHER_ARCHIVE_URL/);
    expect(loadConfig({ WEATHER_URL: 'off' }).weatherUrl).toBeNull();
    expect(() => loadConfig({ WEATHER_URL: 'none' })).toThrow(/WEATHER_URL/);
  });

  it('takes a geocoder (none by default), without a trailing slash', () => {
    expect(loadConfig({}).geocoderUrl).toBeUndefined();
    expect(loadConfig({ CLOCK_OFFSET_HOURS: '73' }).clockOffsetHours).toBe(73);
    expect(() => loadConfig({ CLOCK_OFFSET_HOURS: '73', NODE_ENV: 'production' })).toThrow('CLOCK_OFFSET_HOURS: only outside production');
    expect(() => loadConfig({ DRUG_RESERVATION_HOURS: '0' })).toThrow('DRUG_RESERVATION_HOURS');
    expect(loadConfig({ GEOCODER_URL: 'https://nominatim.openstreetmap.org/' }).geocoderUrl).toBe('https://nominatim.openstreetmap.org');
    expect(() => loadConfig({ GEOCODER_URL: 'nominatim.openstreetmap.org' })).toThrow(/GEOCODER_URL/);
  });

  it('takes a tile server with {z}, {x} and {y}, and refuses one without them', () => {
    expect(loadConfig({ TILE_URL: 'http://127.0.0.1:8081/{z}/{x}/{y}.png' }).tileUrl).toBe('http://127.0.0.1:8081/{z}/{x}/{y}.png');
    expect(() => loadConfig({ TILE_URL: 'http://tiles.example.org/tile.png' })).toThrow(/TILE_URL/);
  });

  it('finds the web build in the repository, wherever the process starts', () => {
    expect(defaultWebDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads the environment and derives the public URL from the port', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://ganado:secret@db:5432/ganado',
      REDIS_URL: 'redis://cache:6379/0',
      DATA_DIR: '/var/lib/ganado',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://ganado:secret@db:5432/ganado',
      redisUrl: 'redis://cache:6379/0',
      dataDir: '/var/lib/ganado',
      logLevel: 'silent',
      nodeEnv: 'production',
      publicUrl: 'http://localhost:8080',
      seedDemo: false,
    });
  });

  it('seeds the demo organisation outside production only, unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ DEV_OUTBOX_LOOPBACK: 'true' }).devOutboxLoopback).toBe(true);
  });

  it('takes PUBLIC_URL as given, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://ganado.example.org/' }).publicUrl).toBe('https://ganado.example.org');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each(['abc', '0', '70000', '3000.5'])('rejects PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT/);
  });

  it('rejects an unknown LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });

  it('lists every bad variable at once, without echoing values that may hold passwords', () => {
    const error = catchError(() =>
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://root:hunter2@db/x', REDIS_URL: 'memcached://:hunter2@cache', SEED_DEMO: 'maybe' }),
    );
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'REDIS_URL', 'SEED_DEMO']);
    expect(message).not.toContain('hunter2');
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
