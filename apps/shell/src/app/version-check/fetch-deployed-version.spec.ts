import { describe, expect, it, vi } from 'vitest';
import { fetchDeployedVersion } from './fetch-deployed-version';

function answer(body: unknown, status = 200) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('fetchDeployedVersion', () => {
  it('asks for /version.json past every cache', async () => {
    const fetchImpl = answer({ version: '1.4.1+abc' });
    await expect(fetchDeployedVersion(fetchImpl as unknown as typeof fetch)).resolves.toBe('1.4.1+abc');
    expect(fetchImpl).toHaveBeenCalledWith('/version.json', { cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } });
  });

  it.each([
    [{}, 200],
    [{ version: 141 }, 200],
    [{ version: '' }, 200],
    [{ version: '1.4.1' }, 404],
  ])('answers null for %o with status %s', async (body, status) => {
    await expect(fetchDeployedVersion(answer(body, status) as unknown as typeof fetch)).resolves.toBeNull();
  });

  it('rejects when the answer is not JSON, for the caller to swallow', async () => {
    await expect(fetchDeployedVersion(answer('<html>') as unknown as typeof fetch)).rejects.toThrow();
  });
});
