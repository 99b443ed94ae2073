// 转化跟踪 (docs/design/properties.md §3.4; fields of baidu's OcpcTransFeed): a conversion's way of access decides
// its links — an API way needs a click monitoring link holding {{CALLBACK_URL}}, a page way a conversion URL —
// and every monitoring link holds only baidu's {{X}} macros (checkBaiduConversion, the sandbox's same rule).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { PROPERTY_URL_MAX_LENGTH } from '@toufang/domain';
import {
  BAIDU_APP_TYPE_WORDS,
  BAIDU_APP_TYPES,
  BAIDU_CLICK_MONITOR_MACROS,
  BAIDU_CONVERSION_LABELS as L,
  BAIDU_MONITOR_MODE_WORDS,
  BAIDU_MONITOR_MODES,
  BAIDU_PROPERTY_LIMITS,
  BAIDU_SUMMARY_KEYS,
  BAIDU_TRACK_MACROS,
  BAIDU_TRANS_FROM,
  BAIDU_TRANS_FROM_WORDS,
  BAIDU_TRANS_TYPE_WORDS,
  BAIDU_TRANS_TYPES,
  checkBaiduConversion,
} from '@toufang/media-baidu-limits';
import { definePropertyType } from '@toufang/property-kit';
import { codeOf, optionsOf, textUpTo, valuesCheck } from './rules';
import { BAIDU_PROPERTY_TEXTS as T } from './texts';

type Values = Schemas['BaiduConversionConfigValues'];
const LIMITS = BAIDU_PROPERTY_LIMITS['conversion-config'];
const K = BAIDU_SUMMARY_KEYS['conversion-config'];
const optionalText = (max: number, label: string) => z.optional(textUpTo(max, label));

export const CONVERSION_CONFIG = definePropertyType<'baidu', 'conversion-config', Values>('baidu', 'conversion-config', {
  limits: LIMITS,
  fields: {
    transFrom: { kind: 'select', label: L.transFrom, options: optionsOf(BAIDU_TRANS_FROM, BAIDU_TRANS_FROM_WORDS), required: true },
    transTypes: { kind: 'multiSelect', label: L.transTypes, options: optionsOf(BAIDU_TRANS_TYPES, BAIDU_TRANS_TYPE_WORDS), required: true },
    monitorUrl: { kind: 'trackUrl', label: L.monitorUrl, macros: BAIDU_CLICK_MONITOR_MACROS, help: T.CONVERSION.MONITOR_HELP },
    exposureUrl: { kind: 'trackUrl', label: L.exposureUrl, macros: BAIDU_TRACK_MACROS },
    lpUrl: { kind: 'url', label: L.lpUrl, help: T.CONVERSION.LP_HELP },
    mode: { kind: 'select', label: L.mode, options: optionsOf(BAIDU_MONITOR_MODES, BAIDU_MONITOR_MODE_WORDS) },
    appType: { kind: 'select', label: L.appType, options: optionsOf(BAIDU_APP_TYPES, BAIDU_APP_TYPE_WORDS) },
    apkName: { kind: 'text', label: L.apkName, maxLength: LIMITS.APK_NAME_MAX_LENGTH },
    downloadUrl: { kind: 'url', label: L.downloadUrl },
  },
  columns: ['name', 'account', 'mediaId', { summary: K.TRANS_FROM }, { summary: K.TRANS_TYPES, width: 220 }, { summary: K.MONITOR_URL, width: 280 }, { summary: K.LP_URL, width: 240 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      transFrom: codeOf(BAIDU_TRANS_FROM, L.transFrom),
      transTypes: z.array(codeOf(BAIDU_TRANS_TYPES, L.transTypes)),
      monitorUrl: optionalText(PROPERTY_URL_MAX_LENGTH, L.monitorUrl),
      exposureUrl: optionalText(PROPERTY_URL_MAX_LENGTH, L.exposureUrl),
      lpUrl: optionalText(PROPERTY_URL_MAX_LENGTH, L.lpUrl),
      mode: z.optional(codeOf(BAIDU_MONITOR_MODES, L.mode)),
      appType: z.optional(codeOf(BAIDU_APP_TYPES, L.appType)),
      apkName: optionalText(LIMITS.APK_NAME_MAX_LENGTH, L.apkName),
      downloadUrl: optionalText(PROPERTY_URL_MAX_LENGTH, L.downloadUrl),
    })
    .check(valuesCheck(checkBaiduConversion)),
});
