// Client error reports and the version file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { components } from '@toufang/api/contract';
import { findSession } from '../auth/sessions';
import { jsonParam } from '../db/db';
import type { Handlers, RouteDeps } from './deps';

/** The deployed shell's version: STATIC_DIR/version.json when it holds one, else the server's own. */
export async function deployedVersion(staticDir: string, fallback: string): Promise<string> {
  try {
    const parsed = JSON.parse(await readFile(path.join(staticDir, 'version.json'), 'utf8')) as { version?: unknown };
    return typeof parsed.version === 'string' && parsed.version ? parsed.version : fallback;
  } catch {
    return fallback;
  }
}

export function systemHandlers({ db, staticDir, version }: RouteDeps): Handlers {
  return {
    async reportError({ body, token }) {
      const report = body as components['schemas']['ErrorLogRequest'];
      // The token is optional here; a valid one ties the report to its user.
      const session = token ? await findSession(db, token) : null;
      await db.query(
        `INSERT INTO error_logs (user_id, url, name, error_message, stack, message, browser_info)
         VALUES ($1, $2, $3, $4, $5, $6, $7::text::jsonb)`,
        [session?.userId ?? null, report.url, report.name, report.errorMessage, report.stack, report.message, jsonParam(report.browserInfo)],
      );
      return null;
    },

    async getVersion({ reply }) {
      // Re-read on every request, so a redeploy of the shell changes the answer without a restart.
      reply.header('Cache-Control', 'no-cache');
      return { version: await deployedVersion(staticDir, version) };
    },
  };
}
