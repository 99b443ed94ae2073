// The real client against the real reference server (apps/api), one desk for the session, system and
// message calls: a desk seeds the whole demo (or opens the run's seeded template), so one start instead of
// three saves that seeding twice per contract run. Each group logs in its own users.
import { afterAll, beforeAll } from 'vitest';
import { describeMessageCalls } from './message-calls';
import { startReferenceServer, type ReferenceServer } from './reference-server';
import { describeSessionCalls } from './session-calls';
import { describeSystemCalls } from './system-calls';

let server: ReferenceServer | undefined;
beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(async () => {
  await server?.stop();
});

function desk(): ReferenceServer {
  if (!server) throw new Error('the reference server has not started');
  return server;
}

describeSessionCalls(desk);
describeSystemCalls(desk);
describeMessageCalls(desk);
