import { type MessageKey, UPLOAD_LIMITS } from '@ganado/shared';
import { AppError } from '../../http/app-error';
import { isUploadedFile } from '../../http/multipart';
import { imageKind, type Storage } from './storage';

export const PICTURE_FOLDER = 'profile-pictures';

/** `config.upload` of a route that takes a profile picture: refused while it streams, past the limit, with the spec's text. */
export const pictureUpload = (failure: MessageKey) => ({ maxBytes: UPLOAD_LIMITS.imageMaxBytes, tooBig: 'validation.imageTooBig', failure }) as const;

/** The content type of a stored picture, from the extension its key was given. */
export const pictureContentType = (key: string) => (key.endsWith('.jpg') ? 'image/jpeg' : `image/${key.slice(key.lastIndexOf('.') + 1)}`);

/**
 * A profile picture (docs/product.md §5, §9): png, gif or jpeg by its first bytes (its size was held to the
 * limit while it arrived: pictureUpload); stored, and its key answered. Nothing sent answers null. A problem is a 422 on `field`, whose top-level
 * message the caller chooses (sign-up's generic text, the profile's 'Profile Not Updated').
 */
export async function storePicture(
  storage: Storage,
  picture: unknown,
  { field, failureKey }: { field: string; failureKey: MessageKey },
): Promise<string | null> {
  const problem = (key: MessageKey) => new AppError(422, failureKey, { errors: [{ param: field, key }] });
  if (picture === undefined || picture === null || picture === '') return null;
  if (!isUploadedFile(picture)) throw problem('validation.imageType');
  const kind = imageKind(picture.data);
  if (!kind) throw problem('validation.imageType');
  return storage.put(PICTURE_FOLDER, kind === 'jpeg' ? 'jpg' : kind, picture.data);
}
