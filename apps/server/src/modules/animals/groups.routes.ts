import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

export const groupRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async () => {};
