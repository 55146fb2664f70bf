import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

/**
 * SESSION_SECRET when set; otherwise one generated on the first start and kept (mode 600) in
 * the data folder, so a restart does not sign everybody out.
 */
export async function resolveSessionSecret(config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return existing.trim();
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process wrote it first; then theirs is the one to use.
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
  return (await readFile(file, 'utf8')).trim();
}
