// The sandbox 橙子建站's published H5 page (getSandboxSite): the bricks in page order as one static HTML page,
// marked 沙箱. Every text is escaped and held as text (no markup is ever taken from the values), links are
// http(s) only, and there is no script; the desk serves it under the site's own CSP (same-origin images and
// media only). An image or video brick shows the account's material from the media's own address
// (getSandboxMaterial, §6.7); the form posts its lead to the media (addSandboxSiteLead, §6.8) as a plain HTML
// form, answered by the 提交成功 page below (docs/decisions.md, Issue 21: H5 builder).
import {
  TOUTIAO_SITE_FORM_FIELDS,
  toutiaoSandboxMaterialUrl,
  toutiaoSandboxSiteLeadUrl,
  toutiaoSandboxSiteUrl,
  type ToutiaoSiteBrickValues,
} from '@toufang/media-toutiao-limits';

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
  FORM_NOTE: '沙箱页面：提交的信息只保存在沙箱，计入该落地页的线索数',
  LEAD_OK: '提交成功',
  LEAD_OK_NOTE: '感谢您的关注，我们会尽快与您联系。',
  LEAD_REFUSED: '提交失败',
  BACK: '返回页面',
} as const;

const STYLE = `
body { margin: 0; font-family: -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; color: #1c1f23; background: #f4f5f7; }
main { max-width: 375px; margin: 0 auto; background: #fff; min-height: 100vh; }
.sandbox { margin: 0; padding: 6px 12px; background: #fff3e0; color: #8a4b00; font-size: 13px; }
.sandbox strong { margin-right: 6px; }
.brick { padding: 12px 16px; }
.text { margin: 0; white-space: pre-wrap; line-height: 1.6; }
.material { display: block; width: 100%; height: auto; background: #e6e8ea; border-radius: 4px; }
figure { margin: 0; } figcaption { margin-top: 6px; font-size: 13px; color: #4a4f55; }
.button { display: block; padding: 10px; text-align: center; background: #1664ff; color: #fff; border-radius: 4px; text-decoration: none; }
form h2 { font-size: 16px; margin: 0 0 8px; } label { display: block; margin-bottom: 8px; font-size: 14px; }
input, textarea { display: block; width: 100%; box-sizing: border-box; margin-top: 4px; padding: 6px 8px; border: 1px solid #c6cacd; border-radius: 4px; }
.note { font-size: 12px; color: #4a4f55; }
`;

/** The form's inputs: every field required (the lead rule's), the phone as 11 digits the browser checks first too. */
function fieldHtml(field: string): string {
  const label = escapeHtml(TOUTIAO_SITE_FORM_FIELDS.find((f) => f.value === field)?.label ?? '');
  const name = escapeHtml(field);
  if (field === 'phone') return `<label>${label}<input name="${name}" type="tel" inputmode="numeric" autocomplete="tel" pattern="1[3-9][0-9]{9}" maxlength="11" required></label>`;
  if (field === 'remark') return `<label>${label}<textarea name="${name}" rows="3" required></textarea></label>`;
  return `<label>${label}<input name="${name}" required></label>`;
}

function brickHtml(siteId: string, brick: ToutiaoSiteBrickValues, index: number): string {
  const text = escapeHtml(brick.text ?? '');
  switch (brick.type) {
    case 'image':
    case 'video': {
      const id = brick.material_id ?? '';
      const label = brick.type === 'image' ? SITE_TEXTS.IMAGE(id) : SITE_TEXTS.VIDEO(id);
      const src = escapeHtml(toutiaoSandboxMaterialUrl(id));
      const alt = escapeHtml(brick.text || label);
      const body =
        brick.type === 'image'
          ? `<img class="material" src="${src}" alt="${alt}" loading="lazy">`
          : `<video class="material" src="${src}" controls preload="metadata" playsinline aria-label="${alt}"></video>`;
      return `<figure class="brick brick-${brick.type}">${body}${text ? `<figcaption>${text}</figcaption>` : ''}</figure>`;
    }
    case 'text':
      return `<section class="brick brick-text"><p class="text">${text}</p></section>`;
    case 'button':
      return `<section class="brick brick-button"><a class="button" href="${escapeHtml(safeLink(brick.link))}" rel="noopener noreferrer nofollow">${text}</a></section>`;
    case 'form': {
      const fields = (brick.fields ?? []).map(fieldHtml);
      const action = escapeHtml(toutiaoSandboxSiteLeadUrl(siteId));
      return `<form class="brick brick-form" method="post" action="${action}"><h2>${text}</h2><input type="hidden" name="form" value="${index}">${fields.join('')}<button type="submit" class="button">${escapeHtml(brick.submit_text ?? '')}</button><p class="note">${SITE_TEXTS.FORM_NOTE}</p></form>`;
    }
    default:
      return '';
  }
}

const frame = (title: string, body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}（${SITE_TEXTS.SANDBOX}）</title><style>${STYLE}</style></head>
<body><main><p class="sandbox"><strong>${SITE_TEXTS.SANDBOX}</strong>${SITE_TEXTS.SANDBOX_NOTE}</p>
${body}
</main></body></html>`;

/** The page of a site: its name as the title, the 沙箱 band, the bricks in order. */
export function renderSite(name: string, bricks: readonly ToutiaoSiteBrickValues[], siteId: string): string {
  return frame(escapeHtml(name), bricks.map((brick, i) => brickHtml(siteId, brick, i)).join('\n'));
}

/** What the page answers a lead: 提交成功, or the refusal in its words, with the way back to the page. */
export function renderLeadAnswer(siteId: string, problem: string | null): string {
  const back = `<p class="brick"><a href="${escapeHtml(toutiaoSandboxSiteUrl(siteId))}">${SITE_TEXTS.BACK}</a></p>`;
  const head = problem === null ? SITE_TEXTS.LEAD_OK : SITE_TEXTS.LEAD_REFUSED;
  const note = problem === null ? SITE_TEXTS.LEAD_OK_NOTE : escapeHtml(problem);
  return frame(head, `<section class="brick"><h1>${head}</h1><p class="text" role="${problem === null ? 'status' : 'alert'}">${note}</p></section>${back}`);
}
