import { type MessageKey, UPLOAD_LIMITS } from '@ganado/shared';
import { AppError } from '../../http/app-error';
import { imageKind, type Storage } from './storage';

export const PICTURE_FOLDER = 'profile-pictures';

/** The content type of a stored picture, from the extension its key was given. */
export const pictureContentType = (key: string) => (key.endsWith('.jpg') ? 'image/jpeg' : `image/${key.slice(key.lastIndexOf('.') + 1)}`);

/**
 * A profile picture (spec §5, §9): png, gif or jpeg by its first bytes, under the limit; stored,
 * and its key answered. Nothing sent answers null. A problem is a 422 on `field`, whose top-level
 * message the caller chooses (sign-up's generic text, the profile's 'Profile Not Updated').
 */
export async function storePicture(
  storage: Storage,
  picture: unknown,
  { field, failureKey }: { field: string; failureKey: MessageKey },
): Promise<string | null> {
  const problem = (key: MessageKey) => new AppError(422, failureKey, { errors: [{ param: field, key }] });
  if (picture === undefined || picture === null || picture === '') return null;
  if (!Buffer.isBuffer(picture)) throw problem('validation.imageType');
  if (picture.length > UPLOAD_LIMITS.imageMaxBytes) throw problem('validation.imageTooBig');
  const kind = imageKind(picture);
  if (!kind) throw problem('validation.imageType');
  return storage.put(PICTURE_FOLDER, kind === 'jpeg' ? 'jpg' : kind, picture);
}
