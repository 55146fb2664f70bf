import { z } from 'zod';
import type { MessageKey } from '../messages';

/**
 * NUL, or a UTF-16 surrogate without its partner. Under the `u` flag a well-formed pair is one
 * code point outside D800–DFFF, so only a lone half matches. (`String.prototype.isWellFormed`
 * would do the second part, but Firefox has it only from 119 and the web's build targets 114.)
 */
const NOT_STORABLE = /[\0\uD800-\uDFFF]/u;

/** Whether PostgreSQL can keep the text as it is: UTF-8 has no NUL in text and no lone surrogate. */
export const isStorableText = (value: string) => !NOT_STORABLE.test(value);

/**
 * The one string schema of the contract: `z.string()` refusing what PostgreSQL cannot store (a
 * NUL is an error there; a lone surrogate is an error in jsonb and silently becomes U+FFFD in
 * text), with a message of its own on the field. Chain on it as on `z.string()`: the check runs
 * first, on the text as sent. ESLint keeps `z.string()` out of the contract (docs/decisions.md).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  // eslint-disable-next-line no-restricted-syntax -- the one place the contract builds a string
  z.string(params).refine(isStorableText, 'validation.textCharacters');

/** The meta (an OpenAPI extension, so the document stays valid) that marks a `clientKey`. */
export const CLIENT_KEY_META = 'x-client-key';

/**
 * An id the client makes for what it sends (a chat message's), so a retried send is stored once:
 * a uuid, but no record's, so the cross-organisation walk leaves it be (CLIENT_KEY_META).
 */
export const clientKey = (error: MessageKey) => z.uuid({ error }).meta({ [CLIENT_KEY_META]: true, description: 'An id the client makes: the same one sent twice is stored once' });
