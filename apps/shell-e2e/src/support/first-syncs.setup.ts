// The `first syncs` project (playwright.config.ts): one step that waits for the fresh desk's first syncs, run
// after the journeys that need neither the figures nor the seeded accounts' media calls, and before those that do.
import { test } from '@playwright/test';
import { DESK_ANSWERED_AT, firstSyncsEnded } from './desk-ready';

test("the fresh desk's first syncs have ended", async ({ baseURL }) => {
  if (!baseURL) throw new Error('The journeys have no baseURL');
  const answeredAt = Number(process.env[DESK_ANSWERED_AT]);
  if (!Number.isFinite(answeredAt) || answeredAt <= 0) throw new Error(`${DESK_ANSWERED_AT} was not set by the global setup`);
  // A bound for a hung sync (firstSyncsEnded throws after its own), not a measure.
  test.setTimeout(900_000);
  const seconds = await firstSyncsEnded(baseURL, answeredAt);
  console.log(`the desk's first syncs ended ${seconds} s after the server answered`);
});
