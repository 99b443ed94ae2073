// The material library's envelope codes and Chinese texts (openapi/openapi.yaml lists the codes).
import { CODES, Refusal } from '@toufang/server-http';

export const MATERIAL_CODES = {
  /** The company already has the file (重复素材). */
  DUPLICATE: 1501,
} as const;

export const MATERIAL_TEXTS = {
  NOT_FOUND: '素材不存在或已删除',
  DUPLICATE: (name: string, id: number) => `重复素材：这个文件已在素材库中（素材「${name}」，ID ${id}），无需再次上传`,
  TOO_LARGE: (maxMb: number) => `文件超过 ${maxMb} MB，所有媒体都不接受这么大的素材，请压缩后再上传`,
  NOT_A_STREAM: '请以文件内容（application/octet-stream）上传素材',
  NAME_ONLY_ONE: '一次只能重命名一个素材',
  NOT_YOURS: (count: number) => `其中 ${count} 个素材不是你设计或上传的，设计师只能修改自己的素材`,
  DESIGNER_INVALID: '设计师须为本公司的设计师或设计经理',
  LABEL_INVALID: '标签不存在或已被删除，请刷新标签后重试',
  TOO_MANY_LABELS: (max: number) => `一个素材最多 ${max} 个标签`,
  LINK_INVALID: '文件链接已失效，请刷新页面',
  DIRECT_ONLY: '当前存储不支持直传，请直接上传文件',
} as const;

/** Labels one material may carry (the upload's query takes at most this many too). */
export const MATERIAL_MAX_LABELS = 20;
/** The largest label id: labels.id is an int4 column, as the contract's label ids are int32. */
export const LABEL_ID_MAX = 2_147_483_647;

export const materialNotFound = () => new Refusal(CODES.NOT_FOUND, MATERIAL_TEXTS.NOT_FOUND);
export const duplicateMaterial = (name: string, id: number) => new Refusal(MATERIAL_CODES.DUPLICATE, MATERIAL_TEXTS.DUPLICATE(name, id));
