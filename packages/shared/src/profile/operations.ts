import { z } from 'zod';
import { operation } from '../http';
import { profile, profilePictureParams, profilePictureQuery, profilePictureRequest, profileUpdateRequest } from './profile';

/** The signed-in person's own profile: every operation acts on the session's user only. */
export const profileOperations = {
  getProfile: operation({
    operationId: 'getProfile',
    method: 'GET',
    path: '/profile',
    summary: 'The signed-in user’s profile',
    tag: 'profile',
    access: 'signedIn',
    answer: profile,
    errors: [],
  }),
  updateProfile: operation({
    operationId: 'updateProfile',
    method: 'PUT',
    path: '/profile',
    summary: 'Change one’s name, mobile number and language ("Profile Updated")',
    tag: 'profile',
    access: 'signedIn',
    body: profileUpdateRequest,
    answer: profile,
    errors: [],
    message: 'success.profileUpdated',
  }),
  changeProfilePicture: operation({
    operationId: 'changeProfilePicture',
    method: 'PUT',
    path: '/profile/picture',
    summary: 'Change one’s profile picture (multipart profilePic: png, gif or jpeg under 1MB; "Image Updated")',
    tag: 'profile',
    access: 'signedIn',
    body: profilePictureRequest,
    bodyKind: 'multipart-or-json',
    answer: profile,
    errors: [],
    message: 'success.imageUpdated',
  }),
  getProfilePicture: operation({
    operationId: 'getProfilePicture',
    method: 'GET',
    path: '/profile/picture/:id',
    summary: 'The profile picture of someone in one’s organisation (404 for anyone else)',
    tag: 'profile',
    access: 'signedIn',
    params: profilePictureParams,
    query: profilePictureQuery,
    answer: z.any().describe('The image (png, gif or jpeg)'),
    answerKind: 'file',
    produces: ['image/png', 'image/gif', 'image/jpeg'],
    errors: [404],
  }),
};
