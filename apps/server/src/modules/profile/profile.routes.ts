import { errorEnvelope, successEnvelope, text } from '@ganado/shared/http';
import { profile, profilePictureParams, profilePictureRequest, profileUpdateRequest } from '@ganado/shared/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { pictureUpload } from '../uploads/pictures';
import { changePicture, editProfile, getProfile, readPicture } from './profile.service';

/** The signed-in person's own profile (issue 4): every route acts on the session's user only. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];
  const security = [{ bearer: [] }];
  const config = { access: 'signedIn' as const };
  const errors = { 401: errorEnvelope, 422: errorEnvelope };

  app.get(
    '/profile',
    { config, schema: { tags, security, summary: 'The signed-in user’s profile', response: { 200: successEnvelope(profile), 401: errorEnvelope } } },
    async (request) => ok(request, await getProfile(request.tenant, request.session)),
  );

  app.put(
    '/profile',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Change one’s name, mobile number and language ("Profile Updated")',
        body: profileUpdateRequest,
        response: { 200: successEnvelope(profile), ...errors },
      },
    },
    async (request) => ok(request, await editProfile(request.tenant, request.session, request.body, request.ip), 'success.profileUpdated'),
  );

  app.put(
    '/profile/picture',
    {
      config: { ...config, upload: pictureUpload('errors.profileNotUpdated') },
      schema: {
        tags,
        security,
        summary: 'Change one’s profile picture (multipart profilePic: png, gif or jpeg under 1MB; "Image Updated")',
        consumes: ['multipart/form-data', 'application/json'],
        body: profilePictureRequest,
        response: { 200: successEnvelope(profile), ...errors },
      },
    },
    async (request) => ok(request, await changePicture(request.tenant, request.session, request.body.profilePic, request.ip), 'success.imageUpdated'),
  );

  app.get(
    '/profile/picture/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The profile picture of someone in one’s organisation (404 for anyone else)',
        params: profilePictureParams,
        querystring: z.object({ v: text().max(64).optional().describe('The version pictureUrl names') }),
        response: { 200: z.any().describe('The image (png, gif or jpeg)'), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const picture = await readPicture(request.tenant, request.session, request.params.id);
      // pictureUrl changes with every new picture (?v=), so that address may be kept a long time;
      // without a version the browser asks again each time.
      const cache = request.query.v ? 'private, max-age=31536000, immutable' : 'private, no-cache';
      reply.header('content-type', picture.contentType).header('cache-control', cache).header('x-content-type-options', 'nosniff');
      return reply.send(picture.bytes);
    },
  );
};
