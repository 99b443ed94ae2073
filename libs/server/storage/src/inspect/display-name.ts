// A material's display name from the name an upload carried: only the last part of a path, no control or
// direction-override characters (which can make "gpj.exe" read as "exe.jpg"), blanks collapsed, cut to
// INSPECT_LIMITS.DISPLAY_NAME_MAX characters with the extension kept. The name is only ever displayed:
// files are stored under their MD5, so nothing here guards a path on disk.
import { INSPECT_LIMITS } from '../lib/constants';

// Controls (C0, DEL, C1); bidirectional marks, embeddings, overrides and isolates; zero-width spaces and
// the BOM, which hide characters in a name. The zero-width joiner stays: emoji sequences need it.
const INVISIBLE = /\p{Cc}|[\u200b\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

/** Cuts to at most `max` code points without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join('');
}

export function sanitiseDisplayName(raw: string): string {
  const max = INSPECT_LIMITS.DISPLAY_NAME_MAX;
  const lastPart = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  // Tabs and line breaks are blanks; the other controls are dropped.
  const name = lastPart.replace(/\s+/g, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
  if (name === '' || name === '.' || name === '..') return INSPECT_LIMITS.DISPLAY_NAME_FALLBACK;
  if (Array.from(name).length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot) : '';
  if (ext.length < 2 || ext.length > INSPECT_LIMITS.EXTENSION_MAX + 1 || /\s/.test(ext)) return cut(name, max).trimEnd();
  return `${cut(name.slice(0, dot), max - Array.from(ext).length).trimEnd()}${ext}`;
}
