// Client error reports and the version file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findSession, type HandlersFor, clientAddress, type RouteDeps, checkQuota, checkRate } from '@toufang/server-http';
import { sqlOn } from '@toufang/server-db';

/** The deployed shell's version: STATIC_DIR/version.json when it holds one, else the server's own. */
export async function deployedVersion(staticDir: string, fallback: string): Promise<string> {
  try {
    const parsed = JSON.parse(await readFile(path.join(staticDir, 'version.json'), 'utf8')) as { version?: unknown };
    return typeof parsed.version === 'string' && parsed.version ? parsed.version : fallback;
  } catch {
    return fallback;
  }
}

export function systemHandlers({ db, staticDir, version, limiters }: RouteDeps): HandlersFor<'reportError' | 'getVersion'> {
  return {
    async reportError(ctx) {
      const { body: report, token } = ctx;
      const address = clientAddress(ctx);
      checkRate(limiters, 'reportError', address);
      const browserInfo = JSON.stringify(report.browserInfo);
      const sizeBytes = [report.url, report.name, report.errorMessage, report.stack, report.message, browserInfo].reduce(
        (sum, text) => sum + Buffer.byteLength(text, 'utf8'),
        0,
      );
      await checkQuota(db, 'reportError', address, sizeBytes);
      // The token is optional here; a valid one ties the report to its user.
      const session = token ? await findSession(db, token) : null;
      await sqlOn(db)
        .insertInto('error_logs')
        .values({
          user_id: session?.userId ?? null,
          url: report.url,
          name: report.name,
          error_message: report.errorMessage,
          stack: report.stack,
          message: report.message,
          browser_info: browserInfo,
          address,
          size_bytes: sizeBytes,
        })
        .execute();
      return null;
    },

    async getVersion({ reply }) {
      // Re-read on every request, so a redeploy of the shell changes the answer without a restart.
      reply.header('Cache-Control', 'no-cache');
      return { version: await deployedVersion(staticDir, version) };
    },
  };
}
