// The robots' local endpoint: POST /wecom/{key}, /feishu/{key}, /dingtalk/{key} (robot-checks.ts), and
// GET /inbox (?channel=wecom|feishu|dingtalk|email) with what both receivers kept, newest first.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { RobotKind } from '../lib/types';
import type { Inbox, InboxChannel } from './inbox';
import { robotReply } from './robot-checks';

/** A post larger than this is cut off (the robots' own limits are far below). */
const MAX_BODY_BYTES = 1024 * 1024;
const ROBOTS: readonly RobotKind[] = ['wecom', 'feishu', 'dingtalk'];
const CHANNELS: readonly InboxChannel[] = [...ROBOTS, 'email'];

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8' });
  res.end(text);
}

function readBody(req: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function createRobotServer(inbox: Inbox, now: () => number): { server: http.Server; closeHeld: () => void } {
  // Connections held open by a `timeout` key: closed with the server, never answered.
  const held = new Set<Socket>();
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://receiver.local');
      const parts = url.pathname.split('/').filter(Boolean);
      if (req.method === 'GET' && parts.length === 1 && parts[0] === 'inbox') {
        const channel = url.searchParams.get('channel');
        if (channel && !CHANNELS.includes(channel as InboxChannel)) return send(res, 400, { message: `unknown channel ${channel}` });
        return send(res, 200, { items: await inbox.list((channel as InboxChannel | null) ?? undefined) });
      }
      const robot = parts[0] as RobotKind;
      if (req.method !== 'POST' || parts.length !== 2 || !ROBOTS.includes(robot)) return send(res, 404, { message: 'not found' });
      const key = decodeURIComponent(parts[1]);
      const raw = await readBody(req);
      if (raw === null) return send(res, 413, { message: 'body too large' });
      const nowMs = now();
      const reply = robotReply(robot, key, raw, url.searchParams, nowMs);
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Kept as received.
      }
      await inbox.keep({
        id: inbox.newId(nowMs),
        at: new Date(nowMs).toISOString(),
        channel: robot,
        key,
        accepted: reply.kind === 'answer' && reply.accepted,
        status: reply.kind === 'answer' ? reply.status : 0,
        ...(reply.kind === 'answer' ? { answer: reply.body } : {}),
        body,
        ...(url.search ? { query: url.search.slice(1) } : {}),
      });
      if (reply.kind === 'no-answer') {
        held.add(req.socket);
        req.socket.once('close', () => held.delete(req.socket));
        return;
      }
      send(res, reply.status, reply.body);
    })().catch((error: unknown) => send(res, 500, { message: error instanceof Error ? error.message : String(error) }));
  });
  return {
    server,
    closeHeld: () => {
      for (const socket of held) socket.destroy();
      held.clear();
    },
  };
}
