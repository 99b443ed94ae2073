// The Chinese words of 百度营销's property values (docs/design/properties.md §3.4): the web's options and the
// sandbox's list summaries say the same words for the same code.
import type { BaiduAudienceIdType } from './property-limits';

export const BAIDU_AUDIENCE_ID_TYPE_WORDS: Readonly<Record<BaiduAudienceIdType, string>> = {
  IMEI: 'IMEI（原值）',
  IMEI_AES: 'IMEI（AES加密）',
  IMEI_MD5: 'IMEI（MD5）',
  IDFA: 'IDFA（原值）',
  IDFA_AES: 'IDFA（AES加密）',
  IDFA_MD5: 'IDFA（MD5）',
  OAID: 'OAID（原值）',
  OAID_AES: 'OAID（AES加密）',
  OAID_MD5: 'OAID（MD5）',
  PHONE_AES: '手机号（AES加密）',
  PHONE_MD5: '手机号（MD5）',
};

/** The keys of each type's list summary (the sandbox writes them, the web's columns read them). */
export const BAIDU_SUMMARY_KEYS = {
  'custom-audience': { ID_TYPE: 'ID类型', DESCRIPTION: '人群说明' },
} as const;
