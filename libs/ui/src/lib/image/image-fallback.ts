// The fallback picture a failed image shows (widgets spec §4, §8): a grey picture icon, inline as an SVG
// data URI so that it never needs the network (which may be what failed).
const FALLBACK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90" viewBox="0 0 120 90">' +
  '<rect width="120" height="90" fill="#f2f3f5"/>' +
  '<rect x="38" y="24" width="44" height="36" rx="3" fill="none" stroke="#a9aeb8" stroke-width="3"/>' +
  '<circle cx="51" cy="35" r="4" fill="#a9aeb8"/>' +
  '<path d="M41 57l12-12 8 8 6-6 12 10z" fill="#a9aeb8"/>' +
  '</svg>';

export const IMAGE_FALLBACK_SRC = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(FALLBACK_SVG)}`;
