// Words only 腾讯广告3.0 uses. The names of its levels live in the media registry of libs/domain, shared with
// the server and the other libraries.
export const MEDIA = 'gdt' as const;
