// Pictures for the catalog's stories: numbered SVG data URIs, so no story needs the network.
// Not exported from libs/ui.
import type { ImageItem } from './image-rules';

/** A numbered picture in its own colour. */
export function demoPicture(n: number, width = 320, height = 240, label = `素材 ${n}`): string {
  const hue = (n * 47) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,42%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.78}" cy="${height * 0.26}" r="${Math.min(width, height) * 0.1}" fill="rgba(255,255,255,0.55)"/>` +
    `<path d="M0 ${height} L${width * 0.35} ${height * 0.5} L${width * 0.6} ${height * 0.78} L${width * 0.75} ${height * 0.62} L${width} ${height} Z" fill="rgba(255,255,255,0.35)"/>` +
    `<text x="50%" y="54%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(Math.min(width, height) / 7)}" fill="#fff">${label}</text>` +
    '</svg>';
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A data URI that is not a picture: loading it fails at once, with no network. */
export const BROKEN_PICTURE = 'data:image/png;base64,AAAA';

/** Image items 1..count, small thumbnails and larger preview pictures. */
export function demoImages(count: number): ImageItem[] {
  return Array.from({ length: count }, (_, i) => ({
    src: demoPicture(i + 1, 160, 120),
    previewSrc: demoPicture(i + 1, 960, 640),
    fileName: `春季投放素材${i + 1}.png`,
  }));
}
