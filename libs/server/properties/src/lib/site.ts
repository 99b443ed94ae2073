// getSandboxSite (docs/design/properties.md §2.7): a sandbox media's published H5 page, served by the desk's
// server in the media's stead at the address the media gave the site. The page is the media's own rendering;
// anything else (no sandbox, no such site, a draft) is a plain Chinese page with 404.
import type { MediaCode } from '@toufang/domain';
import type { MediaPorts } from '@toufang/server-context';
import { PROPERTY_TEXTS } from './texts';

export interface SitePage {
  readonly status: 200 | 404;
  readonly html: string;
}

const MISSING_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PROPERTY_TEXTS.SITE_MISSING_TITLE}</title></head>
<body style="font-family: sans-serif; padding: 24px; color: #1c1f23">
<p style="display: inline-block; padding: 2px 8px; border-radius: 4px; background: #fff3e0; color: #8a4b00">沙箱</p>
<h1 style="font-size: 20px">${PROPERTY_TEXTS.SITE_MISSING_TITLE}</h1>
<p>${PROPERTY_TEXTS.SITE_MISSING}</p>
</body></html>`;

/** The site's page as its sandbox media renders it, or the Chinese 404 page. */
export async function sandboxSitePage(ports: MediaPorts, media: MediaCode, id: string): Promise<SitePage> {
  const page = await ports.sandbox(media)?.sitePage(id);
  return page ? { status: 200, html: page } : { status: 404, html: MISSING_PAGE };
}
