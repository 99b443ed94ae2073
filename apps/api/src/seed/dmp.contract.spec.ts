// The demo crowds of a fresh desk (seed/dmp.ts), on sandboxes where toutiao and gdt have built their audience
// type (the kit's test type): one 计算中 that becomes 可用 within minutes, one 可用 on two media, one 即将过期.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import { authorizationTokens, type MediaPorts } from '@toufang/server-context';
import { sqlOn, type Db } from '@toufang/server-db';
import { MediaGateway, type MediaPort } from '@toufang/server-media';
import { SandboxMedia } from '@toufang/server-sandbox';
import { PROPERTY_TEST_CONFIG, TEST_AUDIENCE } from '@toufang/server-sandbox/testing';
import { registeredSandbox, startTestServer, type TestServer } from '@toufang/server-testing';
import { DEMO_CROWDS, seedDmpCrowds } from './dmp';

let ahead = 0;
const mediaClock = { now: () => Date.now() + ahead };

function testPorts(db: Db): MediaPorts {
  const ports = new Map<MediaCode, SandboxMedia>();
  const portOf = (media: MediaCode): SandboxMedia => {
    let port = ports.get(media);
    if (!port) {
      const plain = registeredSandbox(db, media);
      const properties = media === 'toutiao' || media === 'gdt' ? { ...plain.config.properties, 'custom-audience': TEST_AUDIENCE } : plain.config.properties;
      port = new SandboxMedia(db, { ...plain.config, properties: media === 'toutiao' ? { ...PROPERTY_TEST_CONFIG.properties, ...properties } : properties }, { clock: mediaClock });
      ports.set(media, port);
    }
    return port;
  };
  return {
    port: (media): MediaPort => portOf(media),
    sandbox: portOf,
    gateway: (media, authorizationId) => new MediaGateway(portOf(media), { db, tokens: authorizationTokens(db, authorizationId) }),
  };
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ media: (database) => testPorts(database) });
  token = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

describe('the demo crowds', () => {
  it('makes three crowds on the media with the type built: 计算中 for minutes, 可用 on two media, 即将过期', async () => {
    // The template's seed ran on the media's own audience types: its crowds and their packs give way to these.
    await sqlOn(server.app.toufang.db).deleteFrom('dmp_crowds').where('customer_id', '=', 1).execute();
    await sqlOn(server.app.toufang.db)
      .deleteFrom('sandbox_properties')
      .where('property_type', '=', 'custom-audience')
      .where('name', 'in', DEMO_CROWDS.map((c) => c.name.slice(0, 20)))
      .execute();
    expect(await seedDmpCrowds(server.app.toufang, new Date(), mediaClock.now)).toBe(4);
    expect(await seedDmpCrowds(server.app.toufang, new Date(), mediaClock.now)).toBe(0);
    const list = async () => (await server.call<components['schemas']['CrowdPage']>('/api/dmp/crowd/list', { body: { current: 1, size: 10 }, token })).body.data;
    const page = await list();
    const byName = new Map(page.rows.map((c) => [c.name, c]));
    expect(byName.get(DEMO_CROWDS[0].name)).toMatchObject({ state: 'computing', media: ['toutiao'] });
    expect(byName.get(DEMO_CROWDS[1].name)).toMatchObject({ state: 'available', media: ['toutiao', 'gdt'], accounts: 2 });
    expect(byName.get(DEMO_CROWDS[2].name)).toMatchObject({ state: 'expiring', stateText: '即将过期' });
    expect(await server.app.toufang.storage.has({ customerId: 1, md5: (await sqlOn(server.app.toufang.db).selectFrom('dmp_crowds').select('file_md5').where('name', '=', DEMO_CROWDS[0].name).executeTakeFirstOrThrow()).file_md5 ?? '' })).toBe(true);
    // Within minutes the computing one is ready.
    ahead += 4 * 60_000;
    expect((await list()).rows.find((c) => c.name === DEMO_CROWDS[0].name)?.state).toBe('available');
  });
});
