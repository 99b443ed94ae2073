import { afterEach, describe, expect, it } from 'vitest';
import type { CreationTemplateBody } from '@toufang/domain';
import { sampleBody } from '../../testing';
import { chinaTimeMs, clearLocalDraft, draftKey, newerDraft, readLocalDraft, writeLocalDraft } from './draft-store';

const body = sampleBody() as CreationTemplateBody;
afterEach(() => localStorage.clear());

describe('where a draft lives', () => {
  it('keys a template’s draft by its id and a new one by media and variant', () => {
    expect(draftKey('toutiao', 'project', 5)).toBe('template:5');
    expect(draftKey('gdt', '', null)).toBe('new:gdt:');
  });

  it('keeps a local draft and reads it back; a broken one is no draft', () => {
    writeLocalDraft('template:5', { body, name: '甲', savedAt: 1 });
    expect(readLocalDraft('template:5')?.name).toBe('甲');
    clearLocalDraft('template:5');
    expect(readLocalDraft('template:5')).toBeNull();
    localStorage.setItem('creation_draft:template:6', '{not json');
    expect(readLocalDraft('template:6')).toBeNull();
  });

  it('restores the newer of the server’s and the local draft', () => {
    const server = { body, name: '服务器', savedAt: '2026-11-30 10:00:00' };
    const at = chinaTimeMs('2026-11-30 10:00:00');
    expect(at).toBe(Date.UTC(2026, 10, 30, 2));
    expect(newerDraft(server, { body, name: '本机', savedAt: at + 1000 })?.name).toBe('本机');
    expect(newerDraft(server, { body, name: '本机', savedAt: at - 1000 })?.name).toBe('服务器');
    expect(newerDraft(null, null)).toBeNull();
  });
});
