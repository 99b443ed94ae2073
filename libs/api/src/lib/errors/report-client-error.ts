import { request } from '../call';
import { apiClient } from '../runtime';
import { buildClientErrorLog, ERROR_LOG_PATH } from './report-error';

/** Sends a page's render error to the error log in the background; a failing report is dropped. */
export function reportClientError(error: Error, componentStack?: string): void {
  const where = typeof location === 'undefined' ? '' : location.href;
  try {
    request(apiClient(), 'post', ERROR_LOG_PATH, { body: buildClientErrorLog(error, componentStack, where) }, { silent: true }).catch(() => undefined);
  } catch {
    // Reporting must never replace the error the user sees.
  }
}
