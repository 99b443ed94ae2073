// The sandbox media's public side (docs/design/properties.md §2.7, §6.7, §6.8), served by the desk's server in
// the media's stead: a published H5 page (getSandboxSite), the leads its form posts (addSandboxSiteLead), and
// the materials its <img> and <video> show (getSandboxMaterial). The page and the lead's answer are the media's
// own rendering; anything else (no sandbox, no such site, a draft) is a plain Chinese page with 404.
import type { MediaCode } from '@toufang/domain';
import type { MediaPorts } from '@toufang/server-context';
import { sqlOn, type Db } from '@toufang/server-db';
import { PROPERTY_TEXTS } from './texts';

export interface SitePage {
  readonly status: 200 | 404 | 422;
  readonly html: string;
}

/**
 * The policy of the sandbox's public pages, stricter than the desk's: no script at all, pictures and videos only
 * from the desk's own origin (the media's material address), styles inline, the form posting only back here.
 */
export const SANDBOX_SITE_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  "media-src 'self'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

const missingPage = (title: string, text: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family: sans-serif; padding: 24px; color: #1c1f23">
<p style="display: inline-block; padding: 2px 8px; border-radius: 4px; background: #fff3e0; color: #8a4b00">沙箱</p>
<h1 style="font-size: 20px">${title}</h1>
<p>${text}</p>
</body></html>`;

const MISSING_PAGE = missingPage(PROPERTY_TEXTS.SITE_MISSING_TITLE, PROPERTY_TEXTS.SITE_MISSING);
export const MISSING_MATERIAL_PAGE = missingPage(PROPERTY_TEXTS.MATERIAL_MISSING_TITLE, PROPERTY_TEXTS.MATERIAL_MISSING);

/** The site's page as its sandbox media renders it, or the Chinese 404 page. */
export async function sandboxSitePage(ports: MediaPorts, media: MediaCode, id: string): Promise<SitePage> {
  const page = await ports.sandbox(media)?.sitePage(id);
  return page ? { status: 200, html: page } : { status: 404, html: MISSING_PAGE };
}

/** A lead to the site: the media's 提交成功 page, its refusal (422), or the 404 page when no published site takes it. */
export async function sandboxSiteLead(ports: MediaPorts, media: MediaCode, id: string, sent: Readonly<Record<string, unknown>>): Promise<SitePage> {
  const outcome = await ports.sandbox(media)?.siteLead(id, sent);
  if (!outcome) return { status: 404, html: MISSING_PAGE };
  return { status: outcome.ok ? 200 : 422, html: outcome.page };
}

/** Where a sandbox material's bytes are: the company's stored file of its MD5, and the type to answer. */
export interface SandboxMaterialSource {
  readonly ref: { readonly customerId: number; readonly md5: string };
  readonly mime: string;
}

/**
 * A sandbox media's material as the desk holds its file (§6.7): the sandbox names the advertiser and the file's
 * MD5; the advertiser's account names the company; the company's material of that MD5 names the stored file and
 * its type. Null when any of them is missing (a material the desk never held, an account no longer bound).
 */
export async function sandboxMaterialSource(db: Db, ports: MediaPorts, media: MediaCode, id: string): Promise<SandboxMaterialSource | null> {
  const file = await ports.sandbox(media)?.materialFile(id);
  if (!file) return null;
  const row = await sqlOn(db)
    .selectFrom('media_accounts as a')
    .innerJoin('materials as m', 'm.customer_id', 'a.customer_id')
    .select(['m.customer_id', 'm.md5', 'm.mime'])
    .where('a.media_code', '=', media)
    .where('a.account_id', '=', file.advertiserId)
    .where('m.md5', '=', file.signature)
    .where('m.kind', '=', file.kind)
    .orderBy('m.id')
    .executeTakeFirst();
  return row ? { ref: { customerId: row.customer_id, md5: row.md5 }, mime: row.mime } : null;
}
