// The words of 百度营销's property pages (docs/design/properties.md §3.4; the list and form of the property kit,
// shell spec §2.5): field labels, help lines and the list's columns (the sandbox's summary keys).
export const BAIDU_PROPERTY_TEXTS = {
  AUDIENCE: {
    ID_TYPE: 'ID类型',
    DESCRIPTION: '人群说明',
  },
} as const;
