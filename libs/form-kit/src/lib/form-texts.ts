/** The kit's own texts: the question before unsaved input is thrown away (leaving a page, closing a dialog). */
export const FORM_TEXTS = {
  DISCARD_TITLE: '放弃未保存的修改？',
  DISCARD_CONTENT: '填写的内容还没有保存，离开后将丢失。',
  DISCARD_OK: '放弃修改',
  DISCARD_CANCEL: '继续编辑',
} as const;
