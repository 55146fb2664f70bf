import { z } from 'zod';

/**
 * Whether an outside service a report needs (satellite imagery, weather, a geocoder) is set up on
 * this server. Not set up is a state the screens explain, not a failure: only an unreachable or
 * failing service that is set up is an error (docs/decisions.md, "Outside services not set up").
 */
export const providerStatus = z.enum(['ready', 'notConfigured']);
export type ProviderStatus = z.infer<typeof providerStatus>;
