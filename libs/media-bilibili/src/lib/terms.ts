// Words only 哔哩哔哩 uses. The names of its levels live in the media registry of libs/domain, shared with
// the server and the other libraries.
export const MEDIA = 'bilibili' as const;
