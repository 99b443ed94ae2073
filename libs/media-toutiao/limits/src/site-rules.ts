// 巨量引擎's checks on an H5 page's bricks (创建H5落地页, docs/design/properties.md §2.7), run by the builder
// before saving and by the sandbox before storing, in the same words: the number of bricks, each brick's own
// fields by its type, the lengths of TOUTIAO_PROPERTY_LIMITS['landing-page'].H5, links by the shared URL rule.
import { checkUrl } from '@toufang/domain';
import { TOUTIAO_PROPERTY_LIMITS } from './property-limits';
import { TOUTIAO_SITE_BRICK_TYPES, TOUTIAO_SITE_FORM_FIELDS } from './property-enums';

const H5 = TOUTIAO_PROPERTY_LIMITS['landing-page'].H5;

export type ToutiaoSiteBrickType = (typeof TOUTIAO_SITE_BRICK_TYPES)[number]['value'];
export type ToutiaoSiteFormField = (typeof TOUTIAO_SITE_FORM_FIELDS)[number]['value'];

/** One brick as the contract's ToutiaoSiteBrick holds it (kept here so the server need not read the client). */
export interface ToutiaoSiteBrickValues {
  readonly type: ToutiaoSiteBrickType;
  readonly material_id?: string;
  readonly text?: string;
  readonly link?: string;
  readonly fields?: readonly ToutiaoSiteFormField[];
  readonly submit_text?: string;
}

/** The sentences of the refusals (shown under the brick's field in the builder, in the sandbox's 1701). */
export const TOUTIAO_SITE_TEXTS = {
  NO_BRICKS: '请至少添加一个组件',
  TOO_MANY_BRICKS: `页面最多${H5.BRICKS_MAX}个组件`,
  NOT_A_BRICK: (n: number) => `第${n}个组件类型不支持`,
  MATERIAL_MISSING: (n: number, label: string) => `第${n}个组件（${label}）请选择素材`,
  MATERIAL_ID: (n: number) => `第${n}个组件的素材ID无效`,
  TEXT_MISSING: (n: number, label: string, what: string) => `第${n}个组件（${label}）请填写${what}`,
  TEXT_TOO_LONG: (n: number, what: string, max: number) => `第${n}个组件的${what}最长${max}个字`,
  LINK_MISSING: (n: number) => `第${n}个组件（按钮）请填写跳转链接`,
  LINK_INVALID: (n: number) => `第${n}个组件的跳转链接须以 http:// 或 https:// 开头`,
  FIELDS_MISSING: (n: number) => `第${n}个组件（表单）请至少选择一个字段`,
  FIELDS_INVALID: (n: number) => `第${n}个组件（表单）的字段不支持或重复`,
  NOT_ALLOWED: (n: number, label: string, what: string) => `第${n}个组件（${label}）不能设置${what}`,
} as const;

/** What a brick's `text` is called, and how long it may be, by its type. */
export const TOUTIAO_SITE_TEXT_OF: Readonly<Record<ToutiaoSiteBrickType, { readonly label: string; readonly max: number; readonly required: boolean }>> = {
  image: { label: '图片说明', max: H5.CAPTION_MAX_LENGTH, required: false },
  video: { label: '视频说明', max: H5.CAPTION_MAX_LENGTH, required: false },
  text: { label: '文本内容', max: H5.TEXT_MAX_LENGTH, required: true },
  button: { label: '按钮文字', max: H5.BUTTON_TEXT_MAX_LENGTH, required: true },
  form: { label: '表单标题', max: H5.FORM_TITLE_MAX_LENGTH, required: true },
};

/** A problem of one brick (index from 0, the field it is about), or of the page (index null). */
export interface ToutiaoSiteProblem {
  readonly index: number | null;
  readonly field: 'bricks' | 'type' | 'material_id' | 'text' | 'link' | 'fields' | 'submit_text';
  readonly text: string;
}

const labelOf = (type: ToutiaoSiteBrickType) => TOUTIAO_SITE_BRICK_TYPES.find((t) => t.value === type)?.label ?? type;
const isBrickType = (value: unknown): value is ToutiaoSiteBrickType => TOUTIAO_SITE_BRICK_TYPES.some((t) => t.value === value);
const present = (value: unknown) => typeof value === 'string' && value.trim() !== '';
/** Characters as a person counts them (a CJK character is one, as the media's editor counts). */
const lengthOf = (text: string) => [...text].length;

function brickProblems(brick: Readonly<Record<string, unknown>>, index: number): ToutiaoSiteProblem[] {
  const n = index + 1;
  const out: ToutiaoSiteProblem[] = [];
  const add = (field: ToutiaoSiteProblem['field'], text: string) => out.push({ index, field, text });
  if (!isBrickType(brick.type)) {
    add('type', TOUTIAO_SITE_TEXTS.NOT_A_BRICK(n));
    return out;
  }
  const type = brick.type;
  const label = labelOf(type);
  const textRule = TOUTIAO_SITE_TEXT_OF[type];
  const media = type === 'image' || type === 'video';
  if (media) {
    if (!present(brick.material_id)) add('material_id', TOUTIAO_SITE_TEXTS.MATERIAL_MISSING(n, label));
    else if (!/^[0-9]{1,20}$/.test(String(brick.material_id))) add('material_id', TOUTIAO_SITE_TEXTS.MATERIAL_ID(n));
  } else if (brick.material_id !== undefined) add('material_id', TOUTIAO_SITE_TEXTS.NOT_ALLOWED(n, label, '素材'));
  if (!present(brick.text)) {
    if (textRule.required) add('text', TOUTIAO_SITE_TEXTS.TEXT_MISSING(n, label, textRule.label));
  } else if (lengthOf(String(brick.text)) > textRule.max) add('text', TOUTIAO_SITE_TEXTS.TEXT_TOO_LONG(n, textRule.label, textRule.max));
  if (type === 'button') {
    if (!present(brick.link)) add('link', TOUTIAO_SITE_TEXTS.LINK_MISSING(n));
    else if (checkUrl(String(brick.link))) add('link', TOUTIAO_SITE_TEXTS.LINK_INVALID(n));
  } else if (brick.link !== undefined) add('link', TOUTIAO_SITE_TEXTS.NOT_ALLOWED(n, label, '跳转链接'));
  if (type === 'form') {
    const fields = brick.fields;
    if (!Array.isArray(fields) || fields.length === 0) add('fields', TOUTIAO_SITE_TEXTS.FIELDS_MISSING(n));
    else if (new Set(fields).size !== fields.length || fields.length > H5.FORM_FIELDS_MAX || !fields.every((f) => TOUTIAO_SITE_FORM_FIELDS.some((t) => t.value === f)))
      add('fields', TOUTIAO_SITE_TEXTS.FIELDS_INVALID(n));
    if (!present(brick.submit_text)) add('submit_text', TOUTIAO_SITE_TEXTS.TEXT_MISSING(n, label, '提交按钮文字'));
    else if (lengthOf(String(brick.submit_text)) > H5.SUBMIT_TEXT_MAX_LENGTH) add('submit_text', TOUTIAO_SITE_TEXTS.TEXT_TOO_LONG(n, '提交按钮文字', H5.SUBMIT_TEXT_MAX_LENGTH));
  } else {
    if (brick.fields !== undefined) add('fields', TOUTIAO_SITE_TEXTS.NOT_ALLOWED(n, label, '表单字段'));
    if (brick.submit_text !== undefined) add('submit_text', TOUTIAO_SITE_TEXTS.NOT_ALLOWED(n, label, '提交按钮文字'));
  }
  return out;
}

/** Every problem of an H5 page's bricks, page first, then brick by brick in page order. */
export function toutiaoSiteProblems(bricks: unknown): ToutiaoSiteProblem[] {
  if (!Array.isArray(bricks) || bricks.length === 0) return [{ index: null, field: 'bricks', text: TOUTIAO_SITE_TEXTS.NO_BRICKS }];
  const page: ToutiaoSiteProblem[] = bricks.length > H5.BRICKS_MAX ? [{ index: null, field: 'bricks', text: TOUTIAO_SITE_TEXTS.TOO_MANY_BRICKS }] : [];
  return [...page, ...bricks.flatMap((brick, i) => brickProblems(brick && typeof brick === 'object' ? (brick as Record<string, unknown>) : {}, i))];
}

/** The address the sandbox media serves a site at (getSandboxSite): the desk's own server, relative. */
export const toutiaoSandboxSiteUrl = (siteId: string) => `/media-sandbox/site?media=toutiao&id=${encodeURIComponent(siteId)}`;
