/**
 * GET version.json beside the shell's own files, never from a cache (shell spec §7). Not through the API
 * client: the file belongs to the shell's build and origin, carries no envelope, needs no token, and a
 * failure must neither toast nor reach the error log. Resolves null for an answer without a version.
 */
export async function fetchDeployedVersion(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const response = await fetchImpl(`${import.meta.env.BASE_URL}version.json`, {
    cache: 'no-store',
    headers: { 'Cache-Control': 'no-cache' },
  });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  const version = body && typeof body === 'object' ? (body as { version?: unknown }).version : undefined;
  return typeof version === 'string' && version ? version : null;
}
