// The sandbox 橙子建站's published H5 page (getSandboxSite): the bricks in page order as one static HTML page,
// marked 沙箱. Every text is escaped and held as text (no markup is ever taken from the values), links are
// http(s) only, and there is no script: the desk's security headers (CSP default-src 'self') apply as to any
// answer of its server. The sandbox keeps no file bytes, so an image or video brick shows a frame naming its
// 素材 (docs/decisions.md, Issue 21: H5 builder); the form shows its fields and does not send (§6.8 not built).
import { TOUTIAO_SITE_FORM_FIELDS, type ToutiaoSiteBrickValues } from '@toufang/media-toutiao-limits';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or attribute value: the five characters HTML gives meaning replaced. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A link a page may carry: http(s) only (the check refused anything else; kept here too, as the page is public). */
const safeLink = (link: string | undefined) => (link && /^https?:\/\//i.test(link) ? link : '#');

export const SITE_TEXTS = {
  SANDBOX: '沙箱',
  SANDBOX_NOTE: '巨量引擎橙子建站（沙箱模拟），仅供预览',
  IMAGE: (id: string) => `图片素材 ${id}`,
  VIDEO: (id: string) => `视频素材 ${id}`,
  FORM_NOTE: '沙箱页面不收集信息，提交按钮不可用',
} as const;

const STYLE = `
body { margin: 0; font-family: -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; color: #1c1f23; background: #f4f5f7; }
main { max-width: 375px; margin: 0 auto; background: #fff; min-height: 100vh; }
.sandbox { margin: 0; padding: 6px 12px; background: #fff3e0; color: #8a4b00; font-size: 13px; }
.sandbox strong { margin-right: 6px; }
.brick { padding: 12px 16px; }
.text { margin: 0; white-space: pre-wrap; line-height: 1.6; }
.material { display: flex; align-items: center; justify-content: center; height: 180px; background: #e6e8ea; color: #4a4f55; border-radius: 4px; }
figure { margin: 0; } figcaption { margin-top: 6px; font-size: 13px; color: #4a4f55; }
.button { display: block; padding: 10px; text-align: center; background: #1664ff; color: #fff; border-radius: 4px; text-decoration: none; }
form h2 { font-size: 16px; margin: 0 0 8px; } label { display: block; margin-bottom: 8px; font-size: 14px; }
input { display: block; width: 100%; box-sizing: border-box; margin-top: 4px; padding: 6px 8px; border: 1px solid #c6cacd; border-radius: 4px; }
.note { font-size: 12px; color: #4a4f55; }
`;

function brickHtml(brick: ToutiaoSiteBrickValues): string {
  const text = escapeHtml(brick.text ?? '');
  switch (brick.type) {
    case 'image':
    case 'video': {
      const id = escapeHtml(brick.material_id ?? '');
      const frame = brick.type === 'image' ? SITE_TEXTS.IMAGE(id) : SITE_TEXTS.VIDEO(id);
      return `<figure class="brick brick-${brick.type}"><div class="material" role="img" aria-label="${frame}">${frame}</div>${text ? `<figcaption>${text}</figcaption>` : ''}</figure>`;
    }
    case 'text':
      return `<section class="brick brick-text"><p class="text">${text}</p></section>`;
    case 'button':
      return `<section class="brick brick-button"><a class="button" href="${escapeHtml(safeLink(brick.link))}" rel="noopener noreferrer nofollow">${text}</a></section>`;
    case 'form': {
      const fields = (brick.fields ?? []).map((field) => {
        const label = TOUTIAO_SITE_FORM_FIELDS.find((f) => f.value === field)?.label ?? '';
        return `<label>${escapeHtml(label)}<input name="${escapeHtml(field)}" disabled></label>`;
      });
      return `<form class="brick brick-form"><h2>${text}</h2>${fields.join('')}<button type="button" class="button" disabled>${escapeHtml(brick.submit_text ?? '')}</button><p class="note">${SITE_TEXTS.FORM_NOTE}</p></form>`;
    }
    default:
      return '';
  }
}

/** The page of a site: its name as the title, the 沙箱 band, the bricks in order. */
export function renderSite(name: string, bricks: readonly ToutiaoSiteBrickValues[]): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(name)}（${SITE_TEXTS.SANDBOX}）</title><style>${STYLE}</style></head>
<body><main><p class="sandbox"><strong>${SITE_TEXTS.SANDBOX}</strong>${SITE_TEXTS.SANDBOX_NOTE}</p>
${bricks.map(brickHtml).join('\n')}
</main></body></html>`;
}
