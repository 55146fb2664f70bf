import { ApiError, errorText } from '../../../app/api';
import i18n from '../../../app/i18n';
import { failureNotice } from '../../../components/form/failure-notice';
import type { Notice } from '../../../components/form/FormAlert';
import { animalLabel } from '../../animals/choices';
import type { AnimalChoice } from './AnimalChipsField';

/**
 * The server names an animal it refuses by its place in the list (`animalIds.3`: not the
 * organisation's); the form shows it under the animals field, naming the animal.
 */
export function withAnimalsNamed(error: unknown, animals: readonly AnimalChoice[]): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors = error.errors.map((item) => {
    const place = /^animalIds\.(\d+)$/.exec(item.param);
    if (!place) return item;
    const animal = animals[Number(place[1])];
    return { param: 'animalIds', msg: animal ? `${animalLabel(animal)}: ${item.msg}` : item.msg };
  });
  return new ApiError(error.status, { ...error.envelope, errors });
}

/**
 * failureNotice, but a heading whose catalogue text has figures to fill in ("{count} of the animals
 * lack…") is shown as the server wrote it, in the reader's language and filled in: the catalogue's
 * own text would show its placeholders.
 */
export function filledFailureNotice(error: unknown, shownUnder: readonly string[]): Notice {
  const notice = failureNotice(error, shownUnder);
  if (!(error instanceof ApiError) || !error.key || !i18n.t(`messages:${error.key}`).includes('{')) return notice;
  const heading = errorText(error);
  return notice.title === heading ? { ...notice, title: error.message } : notice.text === heading ? { ...notice, text: error.message } : notice;
}
