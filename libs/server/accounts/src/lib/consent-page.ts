// The sandbox media's consent page: a plain HTML page (no script, so the server's CSP holds) that says
// 沙箱 prominently, names the media and the advertisers the grant covers, and offers 同意授权 and 取消.
import type { MediaAdvertiser } from '@toufang/server-media';

// Written by hand: five characters to escape; a template library would add nothing here.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const STYLE = `
body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;margin:0;color:#1c1f23}
main{max-width:560px;margin:48px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
.sandbox{display:inline-block;background:#fa8c16;color:#fff;font-weight:700;font-size:18px;padding:4px 12px;border-radius:4px}
h1{font-size:20px;margin:16px 0 8px}
ul{padding-left:20px}
li{margin:4px 0}
.actions{margin-top:24px;display:flex;gap:12px}
a.button{display:inline-block;padding:8px 20px;border-radius:4px;text-decoration:none;border:1px solid #0064fa}
a.agree{background:#0064fa;color:#fff}
a.cancel{color:#0064fa;background:#fff}
.note{color:#6b7075;font-size:13px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export interface ConsentPage {
  mediaName: string;
  company: string;
  /** Who is signed in to the sandbox media (主账号 or 子账号 and its name). */
  login: string;
  advertisers: readonly MediaAdvertiser[];
  /** null when there is nothing to grant. */
  agreeUrl: string | null;
  cancelUrl: string;
}

export function renderConsentPage({ mediaName, company, login, advertisers, agreeUrl, cancelUrl }: ConsentPage): string {
  const list =
    advertisers.length === 0
      ? '<p>该登录在沙箱中没有可授权的广告账户，请联系主账号在媒体侧分配账户。</p>'
      : `<p>同意后，投放平台可以管理以下 ${advertisers.length} 个广告账户：</p><ul>${advertisers
          .map((a) => `<li>${escapeHtml(a.name)}（${escapeHtml(a.advertiserId)}）</li>`)
          .join('')}</ul>`;
  const agree = agreeUrl === null ? '' : `<a class="button agree" href="${escapeHtml(agreeUrl)}">同意授权</a>`;
  return page(
    `沙箱 · ${mediaName}授权`,
    `<span class="sandbox">沙箱</span>
<h1>${escapeHtml(mediaName)} · 授权投放平台</h1>
<p class="note">这是沙箱媒体的授权页：账户和数据都是模拟的，不会产生真实消耗。</p>
<p>授权主体：${escapeHtml(company)}</p>
<p>当前登录：${escapeHtml(login)}</p>
${list}
<div class="actions">${agree}<a class="button cancel" href="${escapeHtml(cancelUrl)}">取消</a></div>`,
  );
}

export function renderConsentRefusal(message: string): string {
  return page('沙箱 · 授权', `<span class="sandbox">沙箱</span><h1>无法授权</h1><p>${escapeHtml(message)}</p>`);
}

/** One 抖音号 the sandbox's 抖音号 consent page offers, with the link that grants it. */
export interface AwemeConsentChoice {
  awemeId: string;
  name: string;
  /** 官方 / 自运营 / 合作达人. */
  authTypeText: string;
  agreeUrl: string;
}

export interface AwemeConsentPage {
  mediaName: string;
  company: string;
  login: string;
  /** The accounts the chosen 抖音号 will be bound to. */
  advertisers: readonly MediaAdvertiser[];
  awemes: readonly AwemeConsentChoice[];
  cancelUrl: string;
}

/**
 * The sandbox's 抖音号 consent page (docs/design/live-home.md §3.2): the same page as the accounts' one, saying
 * 沙箱, naming the accounts the grant binds and offering one 同意授权 per 抖音号.
 */
export function renderAwemeConsentPage({ mediaName, company, login, advertisers, awemes, cancelUrl }: AwemeConsentPage): string {
  const accounts = `<p>授权后，以下 ${advertisers.length} 个广告账户可以使用所选抖音号投放直播间：</p><ul>${advertisers
    .map((a) => `<li>${escapeHtml(a.name)}（${escapeHtml(a.advertiserId)}）</li>`)
    .join('')}</ul>`;
  const choices =
    awemes.length === 0
      ? '<p>沙箱中没有可授权的抖音号。</p>'
      : `<ul>${awemes
          .map((a) => `<li>${escapeHtml(a.name)}（${escapeHtml(a.awemeId)}，${escapeHtml(a.authTypeText)}） <a class="button agree" href="${escapeHtml(a.agreeUrl)}">同意授权</a></li>`)
          .join('')}</ul>`;
  return page(
    `沙箱 · ${mediaName}抖音号授权`,
    `<span class="sandbox">沙箱</span>
<h1>${escapeHtml(mediaName)} · 授权抖音号</h1>
<p class="note">这是沙箱媒体的抖音号授权页：抖音号和直播数据都是模拟的，不会产生真实消耗。</p>
<p>授权主体：${escapeHtml(company)}</p>
<p>当前登录：${escapeHtml(login)}</p>
${accounts}
<p>选择要授权的抖音号：</p>
${choices}
<div class="actions"><a class="button cancel" href="${escapeHtml(cancelUrl)}">取消</a></div>`,
  );
}
