// What the local receivers received, one JSON file per message in the receivers' folder (a mail also keeps its
// raw .eml beside it), so a restarted receiver still shows what came before. GET /inbox answers the newest.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type InboxChannel = 'wecom' | 'feishu' | 'dingtalk' | 'email';

export interface InboxAttachment {
  filename: string;
  contentType: string;
  size: number;
}

export interface InboxEntry {
  id: string;
  /** ISO time of receipt. */
  at: string;
  channel: InboxChannel;
  /** Whether the receiver answered as the robot or server does on success. */
  accepted: boolean;
  /** Robots: the webhook key of the path. */
  key?: string;
  /** Robots: the HTTP status answered (0: no answer, as asked by a `timeout` key). */
  status?: number;
  /** Robots: the body answered. */
  answer?: unknown;
  /** Robots: the body received (parsed JSON, or the text when it is none). */
  body?: unknown;
  /** Robots: the query string received (DingTalk's timestamp and sign). */
  query?: string;
  mail?: { from: string; to: string[]; subject: string; attachments: InboxAttachment[]; eml: string };
}

/** GET /inbox answers at most this many, newest first. */
export const INBOX_ANSWERED = 200;

export class Inbox {
  constructor(readonly dir: string) {}

  async ready(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  private sequence = 0;

  /** A new entry's id: its time and this process's count first, so names sort in order of receipt. */
  newId(nowMs: number): string {
    this.sequence += 1;
    return `${String(nowMs).padStart(15, '0')}-${String(this.sequence).padStart(6, '0')}-${randomUUID().slice(0, 4)}`;
  }

  async keep(entry: InboxEntry, eml?: Buffer): Promise<void> {
    if (eml) await writeFile(path.join(this.dir, `${entry.id}.eml`), eml);
    await writeFile(path.join(this.dir, `${entry.id}.json`), `${JSON.stringify(entry, null, 2)}\n`);
  }

  async list(channel?: InboxChannel): Promise<InboxEntry[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((name) => name.endsWith('.json')).sort().reverse();
    } catch {
      return [];
    }
    const entries: InboxEntry[] = [];
    for (const name of names) {
      if (entries.length >= INBOX_ANSWERED) break;
      try {
        const entry = JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as InboxEntry;
        if (!channel || entry.channel === channel) entries.push(entry);
      } catch {
        // A file being written by the other server of this process, or not ours: skip it.
      }
    }
    return entries;
  }

  emlPath(id: string): string {
    return path.join(this.dir, `${id}.eml`);
  }
}
