import { profileOperations as ops } from '@ganado/shared/profile';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { pictureUpload } from '../uploads/pictures';
import { changePicture, editProfile, getProfile, readPicture } from './profile.service';

/** The signed-in person's own profile: every route acts on the session's user only. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.getProfile, (request) => getProfile(request.tenant, request.session));
  route(app, ops.updateProfile, (request) => editProfile(request.tenant, request.session, request.body, request.ip));
  route(app, ops.changeProfilePicture, (request) => changePicture(request.tenant, request.session, request.body.profilePic, request.ip), {
    config: { upload: pictureUpload('errors.profileNotUpdated') },
  });
  route(app, ops.getProfilePicture, async (request, reply) => {
    const picture = await readPicture(request.tenant, request.session, request.params.id);
    // pictureUrl changes with every new picture (?v=), so that address may be kept a long time;
    // without a version the browser asks again each time.
    const cache = request.query.v ? 'private, max-age=31536000, immutable' : 'private, no-cache';
    return reply.header('content-type', picture.contentType).header('cache-control', cache).header('x-content-type-options', 'nosniff').send(picture.bytes);
  });
};
