/**
 * Which locale namespaces load when, as plain data: the app reads them, and so does the build's
 * route preload (build/route-preload.ts), which runs under Node.
 */

/** The shared message catalogue (docs/product.md §5 and §8 texts) is exposed as is, as the `messages` namespace. */
export const MESSAGES_NAMESPACE = 'messages';

/** What every screen needs before its first paint: the app's own texts and the server's messages. */
export const UP_FRONT_NAMESPACES: readonly string[] = ['common', MESSAGES_NAMESPACE];

/** The signed-in shell's own components use these beyond `common`: the farm switcher, the idle-logout warning and the sync status. */
export const SHELL_NAMESPACES: readonly string[] = ['farms', 'auth', 'barn'];
