// The monitoring area's Chinese texts (监测工具, docs/design/tools.md §5.2, §10).
import { MEDIA_REGISTRY, type MediaCode } from '@toufang/domain';
import { CODES, Refusal } from '@toufang/server-http';

export const MONITORING_TEXTS = {
  MONITOR_NOT_FOUND: '该账户没有监测设置',
  ACCOUNT_NOT_FOUND: '账户不存在或无权查看',
  ALREADY_MONITORED: '该账户已在监测中，请在列表中编辑',
  NEEDS_LINE: '启用监测时至少设置一项监测条件',
  CTR_RANGE: '点击率低于的值须小于点击率高于的值',
  RECIPIENT_UNKNOWN: (id: number) => `接收人（${id}）不是本公司的内部用户`,
  RECIPIENT_OUT_OF_SCOPE: (name: string) => `接收人「${name}」看不到该账户，不能接收它的告警`,
  EMAIL_INVALID: (text: string) => `邮箱地址格式不正确：${text}`,
  AUDIT_SAVE: '设置账户监测',
  AUDIT_REMOVE: '移除账户监测',
  // 推广活动 (docs/design/tools.md §3: a media without monitoring activities says 该媒体暂不支持).
  ACTIVITY_NOT_FOUND: '推广活动不存在或无权查看',
  ACTIVITY_UNSUPPORTED: (media: string) => `${MEDIA_REGISTRY[media as MediaCode]?.displayName ?? media}：该媒体暂不支持推广活动（仅巨量引擎、腾讯广告、哔哩哔哩有监测活动）`,
  NO_AUTHORIZATION: '账户未授权，无法同步监测数据',
  PROPERTY_REQUIRED: '请选择账户和监测活动',
  PROPERTY_NOT_OF_ACCOUNT: '所选监测活动不属于该账户，或已被删除',
  ALREADY_WATCHED: '该监测活动已添加为推广活动，请在列表中编辑',
  NAME_REQUIRED: '请填写活动名称',
  RANGE_REVERSED: '开始日期不能晚于结束日期',
  RANGE_TOO_LONG: '日期范围须在93天以内',
  AUDIT_CREATE: (media: string) => `添加推广活动（${media}）`,
  AUDIT_EDIT: '修改推广活动',
} as const;

export const notFound = (message: string) => new Refusal(CODES.NOT_FOUND, message);
export const conflict = (message: string) => new Refusal(409, message);
