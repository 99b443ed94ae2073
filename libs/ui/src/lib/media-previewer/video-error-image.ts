// The error picture a failed video shows (widgets spec §8): a grey film frame with a struck-out play mark,
// inline as an SVG data URI so it needs no network.
const VIDEO_ERROR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90">' +
  '<rect width="160" height="90" fill="#f2f3f5"/>' +
  '<rect x="52" y="22" width="56" height="46" rx="4" fill="none" stroke="#a9aeb8" stroke-width="3"/>' +
  '<path d="M74 35v20l16-10z" fill="#a9aeb8"/>' +
  '<path d="M56 26l48 38" stroke="#a9aeb8" stroke-width="3" stroke-linecap="round"/>' +
  '</svg>';

export const VIDEO_ERROR_SRC = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(VIDEO_ERROR_SVG)}`;
