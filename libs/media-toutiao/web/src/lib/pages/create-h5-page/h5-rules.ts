// 创建H5落地页's pure parts: the bricks as the builder edits them (each with a key of its own, so React and the
// drag list follow it as it moves), a new brick of each type, moves, the values sent to the media, and the
// problems of the limits project placed on their brick and field.
import { TOUTIAO_PROPERTY_LIMITS, TOUTIAO_SITE_BRICK_TYPES, toutiaoSiteProblems, type ToutiaoSiteBrickType, type ToutiaoSiteBrickValues, type ToutiaoSiteProblem } from '@toufang/media-toutiao-limits';
import type { Schemas } from '@toufang/api';
import { H5_TEXTS as T } from './texts';

export const H5_LIMITS = TOUTIAO_PROPERTY_LIMITS['landing-page'].H5;
export const H5_NAME_MAX = TOUTIAO_PROPERTY_LIMITS['landing-page'].NAME_MAX_LENGTH;

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer I)[] ? I[] : T[K] };

/** A brick being edited: the contract's fields, and the key the builder follows it by. */
export type DraftBrick = Mutable<ToutiaoSiteBrickValues> & { readonly key: string };

export type BrickField = Exclude<keyof ToutiaoSiteBrickValues, 'type'>;

export const brickLabel = (type: ToutiaoSiteBrickType) => TOUTIAO_SITE_BRICK_TYPES.find((t) => t.value === type)?.label ?? type;

let made = 0;
/** A key no other brick of the page has (a counter: keys never travel). */
export const newKey = () => `brick-${(made += 1)}`;

/** A new brick of a type, filled so the preview shows something; image and video wait for their 素材. */
export function newBrick(type: ToutiaoSiteBrickType): DraftBrick {
  const key = newKey();
  switch (type) {
    case 'text':
      return { key, type, text: T.TEXT_DEFAULT };
    case 'button':
      return { key, type, text: T.BUTTON_DEFAULT, link: '' };
    case 'form':
      return { key, type, text: T.FORM_TITLE_DEFAULT, fields: ['name', 'phone'], submit_text: T.FORM_SUBMIT_DEFAULT };
    default:
      return { key, type, material_id: '', text: '' };
  }
}

/** The list with the brick at `from` moved to `to` (both inside the list), the rest in order. */
export function moveBrick<B>(bricks: readonly B[], from: number, to: number): B[] {
  if (from === to || from < 0 || to < 0 || from >= bricks.length || to >= bricks.length) return [...bricks];
  const next = [...bricks];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

const trimmed = (text: string | undefined) => (text === undefined ? undefined : text.trim());

/** One brick as the contract takes it: only its type's fields, texts trimmed, an empty optional one left out. */
export function brickValues(brick: DraftBrick): Schemas['ToutiaoSiteBrick'] {
  const text = trimmed(brick.text);
  const withText = text ? { text } : {};
  switch (brick.type) {
    case 'image':
    case 'video':
      return { type: brick.type, material_id: brick.material_id ?? '', ...withText };
    case 'text':
      return { type: 'text', text: text ?? '' };
    case 'button':
      return { type: 'button', text: text ?? '', link: trimmed(brick.link) ?? '' };
    case 'form':
      return { type: 'form', text: text ?? '', fields: [...(brick.fields ?? [])], submit_text: trimmed(brick.submit_text) ?? '' };
  }
}

/** The bricks read back from a saved page (keys given anew). */
export function draftBricks(bricks: readonly Schemas['ToutiaoSiteBrick'][] | undefined): DraftBrick[] {
  return (bricks ?? []).map((brick) => ({ ...brick, fields: brick.fields ? [...brick.fields] : undefined, key: newKey() }) as DraftBrick);
}

export interface PageProblems {
  /** Problems of the page as a whole (no bricks, too many). */
  readonly page: readonly string[];
  /** Each brick's first problem per field, by the brick's key. */
  readonly bricks: Readonly<Record<string, Partial<Record<BrickField | 'type', string>>>>;
}

/** The limits project's problems of the bricks, placed on the brick (by key) and field they name. */
export function pageProblems(bricks: readonly DraftBrick[]): PageProblems {
  const found: ToutiaoSiteProblem[] = toutiaoSiteProblems(bricks.map(brickValues));
  const page: string[] = [];
  const byBrick: Record<string, Partial<Record<BrickField | 'type', string>>> = {};
  for (const problem of found) {
    const brick = problem.index === null ? undefined : bricks[problem.index];
    if (!brick || problem.field === 'bricks') {
      page.push(problem.text);
      continue;
    }
    const held = (byBrick[brick.key] ??= {});
    held[problem.field] ??= problem.text;
  }
  return { page, bricks: byBrick };
}

export const hasProblems = (problems: PageProblems) => problems.page.length > 0 || Object.keys(problems.bricks).length > 0;

/** What a brick says in the canvas: its type and the start of its text or its 素材. */
export function brickSummary(brick: DraftBrick): string {
  if ((brick.type === 'image' || brick.type === 'video') && brick.material_id) return `${brickLabel(brick.type)}：${brick.type === 'image' ? T.IMAGE_CHOSEN(brick.material_id) : T.VIDEO_CHOSEN(brick.material_id)}`;
  const text = (brick.text ?? '').trim();
  return text ? `${brickLabel(brick.type)}：${[...text].slice(0, 16).join('')}${[...text].length > 16 ? '…' : ''}` : brickLabel(brick.type);
}
