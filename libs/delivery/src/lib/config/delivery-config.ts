// What a media library tells the delivery page kit about one media: its levels, what each level is called,
// which columns it offers and shows by default, which rows drill into which level, and which edits a level
// allows within which browser-side limits. The media library owns its configuration
// (`libs/media-<m>/web/src/lib/delivery-config.ts`); this file owns its shape, the builders that fill what every
// media shares (the metric columns of libs/domain, the level labels of the registry) and the check that
// every media's unit test runs.
import {
  BID,
  DELIVERY_LEVEL_LABELS,
  DELIVERY_LEVELS,
  METRIC_GROUPS,
  METRICS,
  deliveryLevelLabel,
  isMetricKey,
  mediaHasLevel,
  mediaMetrics,
  type DeliveryLevel,
  type MediaCode,
  type MediaDeliveryLevel,
  type MetricKey,
} from '@toufang/domain';
import { deliveryCalls, type DeliveryCalls } from '../queries/delivery-calls';
import type { DeliverySlots } from './delivery-slots';

/**
 * The attribute columns a delivery table can show besides the metrics: fields of a delivery row. `name` is
 * always first and fixed (it carries the id, the 沙箱 tag, the drill-down link and 重命名).
 */
export const DELIVERY_ATTRIBUTES = ['name', 'status', 'accountName', 'advertiserId', 'review', 'learning', 'budget', 'bid'] as const;
export type DeliveryAttributeKey = (typeof DELIVERY_ATTRIBUTES)[number];

/** A column of a delivery table: an attribute of the row or a metric of libs/domain's vocabulary. */
export type DeliveryColumnKey = DeliveryAttributeKey | MetricKey;

export function isDeliveryAttribute(key: unknown): key is DeliveryAttributeKey {
  return typeof key === 'string' && (DELIVERY_ATTRIBUTES as readonly string[]).includes(key);
}

export function isDeliveryColumnKey(key: unknown): key is DeliveryColumnKey {
  return isDeliveryAttribute(key) || isMetricKey(key);
}

/** The chooser's category of the attribute columns; metrics are grouped by METRIC_GROUPS. */
export const ATTRIBUTE_GROUP = { key: 'attribute', label: '基础属性' } as const;
export type DeliveryColumnGroup = typeof ATTRIBUTE_GROUP.key | (typeof METRIC_GROUPS)[number]['key'];

export interface DeliveryColumn {
  readonly key: DeliveryColumnKey;
  /** The header; a metric's label with its unit, e.g. 总消耗（元）. */
  readonly title: string;
  readonly kind: 'attribute' | 'metric';
  /** Category in the column chooser. */
  readonly group: DeliveryColumnGroup;
  /** px. */
  readonly width: number;
  readonly align: 'left' | 'right';
  /** The server sorts by it (every metric; the attributes the server can order by). */
  readonly sortable: boolean;
  /** Always shown, first, fixed to the left; the chooser cannot remove it. */
  readonly locked: boolean;
}

/** Bid edits of a level: inline (InlineBidEditor) and in bulk (BidModifyDialog: fixed, ladder, random). */
export interface DeliveryBidAction {
  /** 出价, or ROI系数 where the bid is a coefficient. */
  readonly label: string;
  /** The media's bid range in 元 (or as a coefficient). */
  readonly min: number;
  readonly max: number;
  readonly precision: number;
  /** The value is an ROI coefficient, not money. */
  readonly roiRatio: boolean;
}

/** Budget edits of a level (a daily budget in 元). The server enforces every rule again, before any call. */
export interface DeliveryBudgetAction {
  /** 日预算 by default. */
  readonly label: string;
  /** The media's lowest budget. */
  readonly min: number;
  readonly max: number;
  /** The smallest change from the current budget the media accepts, in 元; 0 when any change goes. */
  readonly minStep: number;
  /** How often one object's budget may change in a day; null when the media does not cap it. */
  readonly editsPerDay: number | null;
  /** 不限 (no budget) may be chosen. */
  readonly allowUnlimited: boolean;
}

export interface DeliveryRenameAction {
  /** Longest name, characters. */
  readonly maxLength: number;
}

/** What a user may change on a level's rows; an absent edit is not offered. */
export interface DeliveryActions {
  /** The per-row switch and bulk 开启/暂停. */
  readonly status: boolean;
  readonly bid?: DeliveryBidAction;
  readonly budget?: DeliveryBudgetAction;
  readonly rename?: DeliveryRenameAction;
}

export interface DeliveryLevelConfig {
  readonly media: MediaCode;
  readonly level: DeliveryLevel;
  /** The level's Chinese name on this media (DELIVERY_LEVEL_LABELS), e.g. 广告计划. */
  readonly label: string;
  /** The level a row opens (account → its plans); none at the bottom of the hierarchy. */
  readonly child?: DeliveryLevel;
  /** What the column chooser offers, in its order: attributes, then the media's metrics. */
  readonly columns: readonly DeliveryColumn[];
  /** Shown until the user saves a choice of their own. */
  readonly defaultColumns: readonly DeliveryColumnKey[];
  readonly actions: DeliveryActions;
}

/** One media's delivery tables: every level it has. */
export interface DeliveryMediaConfig {
  readonly media: MediaCode;
  readonly levels: Readonly<Partial<Record<DeliveryLevel, DeliveryLevelConfig>>>;
  /** The calls the page makes; deliveryCalls(media) when absent. */
  readonly calls?: DeliveryCalls;
  /** The media's own columns, row actions, toolbar entries and filters (delivery-slots.ts). */
  readonly slots?: DeliverySlots;
}

/** What a media library writes per level; the builder fills the rest. */
export interface DeliveryLevelSpec {
  /** The level a row opens. */
  readonly child?: DeliveryLevel;
  /**
   * The attribute columns offered, in order after the name. Default: status, account (below the account
   * level), review, learning, and budget and bid where the level edits them.
   */
  readonly attributes?: readonly Exclude<DeliveryAttributeKey, 'name'>[];
  /** Default columns; DEFAULT_METRIC_COLUMNS after the attributes when absent. */
  readonly defaultColumns?: readonly DeliveryColumnKey[];
  readonly status?: boolean;
  /** Bid edits; the widgets' bid range (BID) and 出价 fill what is left out. */
  readonly bid?: Partial<DeliveryBidAction>;
  /** Budget edits; 日预算, no step, no cap, 不限 allowed fill what is left out. min is required. */
  readonly budget?: Partial<DeliveryBudgetAction> & { readonly min: number };
  readonly rename?: DeliveryRenameAction;
  /** Overrides the registry's label (rarely: the registry already names every level). */
  readonly label?: string;
}

/** The metrics a table shows before the user chooses: spend, reach, clicks and conversions. */
export const DEFAULT_METRIC_COLUMNS: readonly MetricKey[] = ['cost', 'show', 'click', 'ctr', 'avgClickCost', 'convert', 'convertCost', 'convertRate'];

/** Column widths, px: not spec numbers, the widths the longest usual content needs. */
export const DELIVERY_COLUMN_WIDTHS = {
  name: 300,
  status: 170,
  accountName: 180,
  advertiserId: 170,
  review: 160,
  learning: 100,
  budget: 170,
  bid: 150,
  metric: 130,
} as const;

/** The attribute columns' titles; the name's comes from the level (e.g. 广告计划名称). */
export const ATTRIBUTE_TITLES: Readonly<Record<Exclude<DeliveryAttributeKey, 'name'>, string>> = {
  status: '状态',
  accountName: '所属账户',
  advertiserId: '账户ID',
  review: '审核状态',
  learning: '学习期',
  budget: '预算（元）',
  bid: '出价（元）',
};

/** Attributes the server can order by (the metrics all are). */
export const SORTABLE_ATTRIBUTES: readonly DeliveryAttributeKey[] = ['name', 'status', 'budget', 'bid'];

/** The highest budget when a media names none, 元: the consoles' eight-digit money inputs. */
export const DEFAULT_BUDGET_MAX = 9_999_999.99;

/** A budget edit's default label. */
export const DEFAULT_BUDGET_LABEL = '日预算';
export const DEFAULT_BID_LABEL = '出价';

/** The header of a metric column: its label with its unit (总消耗（元）, 点击率（%）); counts have none. */
export function metricTitle(key: MetricKey): string {
  const def = METRICS[key];
  return def.unit === '个' ? def.label : `${def.label}（${def.unit}）`;
}

/** The name column's title: the level's name (账户名称, 广告计划名称). */
export function nameTitle(label: string): string {
  return `${label}名称`;
}

/** A column's header: the name after the level, a budget or bid after the level's own word for it. */
function attributeTitle(key: DeliveryAttributeKey, levelLabel: string, actions: DeliveryActions): string {
  if (key === 'name') return nameTitle(levelLabel);
  if (key === 'budget' && actions.budget) return `${actions.budget.label}（元）`;
  if (key === 'bid' && actions.bid) return actions.bid.roiRatio ? actions.bid.label : `${actions.bid.label}（元）`;
  return ATTRIBUTE_TITLES[key];
}

function attributeColumn(key: DeliveryAttributeKey, levelLabel: string, actions: DeliveryActions): DeliveryColumn {
  const isName = key === 'name';
  return {
    key,
    title: attributeTitle(key, levelLabel, actions),
    kind: 'attribute',
    group: ATTRIBUTE_GROUP.key,
    width: DELIVERY_COLUMN_WIDTHS[key],
    align: key === 'budget' || key === 'bid' ? 'right' : 'left',
    sortable: SORTABLE_ATTRIBUTES.includes(key),
    locked: isName,
  };
}

function metricColumn(key: MetricKey): DeliveryColumn {
  return {
    key,
    title: metricTitle(key),
    kind: 'metric',
    group: METRICS[key].group,
    width: DELIVERY_COLUMN_WIDTHS.metric,
    align: 'right',
    sortable: true,
    locked: false,
  };
}

/** The default attributes of a level: what a console shows of it. */
export function defaultAttributes(level: DeliveryLevel, actions: DeliveryActions): Exclude<DeliveryAttributeKey, 'name'>[] {
  const list: Exclude<DeliveryAttributeKey, 'name'>[] = ['status'];
  if (level === 'account') list.push('advertiserId');
  else list.push('accountName', 'review', 'learning');
  if (actions.budget) list.push('budget');
  if (actions.bid) list.push('bid');
  return list;
}

/** One level's full configuration from what the media library says of it. */
export function defineDeliveryLevel(media: MediaCode, level: DeliveryLevel, spec: DeliveryLevelSpec): DeliveryLevelConfig {
  const label = spec.label ?? deliveryLevelLabel(media, level);
  if (label === undefined) throw new Error(`media ${media} has no delivery level ${level}`);
  const actions: DeliveryActions = {
    status: spec.status ?? true,
    ...(spec.bid
      ? {
          bid: {
            label: spec.bid.label ?? DEFAULT_BID_LABEL,
            min: spec.bid.min ?? BID.MIN,
            max: spec.bid.max ?? BID.MAX,
            precision: spec.bid.precision ?? BID.PRECISION,
            roiRatio: spec.bid.roiRatio ?? false,
          },
        }
      : {}),
    ...(spec.budget
      ? {
          budget: {
            label: spec.budget.label ?? DEFAULT_BUDGET_LABEL,
            min: spec.budget.min,
            max: spec.budget.max ?? DEFAULT_BUDGET_MAX,
            minStep: spec.budget.minStep ?? 0,
            editsPerDay: spec.budget.editsPerDay ?? null,
            allowUnlimited: spec.budget.allowUnlimited ?? true,
          },
        }
      : {}),
    ...(spec.rename ? { rename: spec.rename } : {}),
  };
  const attributes = spec.attributes ?? defaultAttributes(level, actions);
  const columns = [attributeColumn('name', label, actions), ...attributes.map((key) => attributeColumn(key, label, actions)), ...mediaMetrics(media).map(metricColumn)];
  const defaultColumns = spec.defaultColumns ?? ['name', ...attributes, ...DEFAULT_METRIC_COLUMNS.filter((key) => mediaMetrics(media).includes(key))];
  return { media, level, label, ...(spec.child ? { child: spec.child } : {}), columns, defaultColumns, actions };
}

/** Every level of a media, each from its spec: the registry's levels, no more and no fewer (typed). */
export function defineDeliveryMedia<M extends MediaCode>(
  media: M,
  levels: { readonly [L in MediaDeliveryLevel<M>]: DeliveryLevelSpec },
  options: { readonly calls?: DeliveryCalls; readonly slots?: DeliverySlots } = {},
): DeliveryMediaConfig {
  const built: Partial<Record<DeliveryLevel, DeliveryLevelConfig>> = {};
  for (const level of DELIVERY_LEVELS[media] as readonly MediaDeliveryLevel<M>[]) {
    built[level] = defineDeliveryLevel(media, level, levels[level]);
  }
  return { media, levels: built, calls: options.calls ?? deliveryCalls(media), ...(options.slots ? { slots: options.slots } : {}) };
}

/** The configuration of one level, or an error naming what is missing (a page on a level never configured). */
export function levelConfig(config: DeliveryMediaConfig, level: DeliveryLevel): DeliveryLevelConfig {
  const found = config.levels[level];
  if (!found) throw new Error(`delivery config of ${config.media} has no level ${level}`);
  return found;
}

/**
 * What is wrong with a media's configuration, as sentences; empty when it is sound. Every media library's
 * unit test asserts `deliveryConfigProblems(config)` is empty, so a level, a column or a limit that drifts
 * from the registry and the metric vocabulary fails there.
 */
export function deliveryConfigProblems(config: DeliveryMediaConfig): string[] {
  const problems: string[] = [];
  const { media } = config;
  const expected = DELIVERY_LEVELS[media] as readonly DeliveryLevel[];
  const labels = DELIVERY_LEVEL_LABELS[media] as Readonly<Partial<Record<DeliveryLevel, string>>>;
  const metrics = mediaMetrics(media);
  for (const level of expected) if (!config.levels[level]) problems.push(`level ${level} is not configured`);
  for (const [key, level] of Object.entries(config.levels) as [DeliveryLevel, DeliveryLevelConfig][]) {
    const at = `${media}.${key}`;
    if (!mediaHasLevel(media, key)) {
      problems.push(`${at}: ${media} has no such level`);
      continue;
    }
    if (level.media !== media || level.level !== key) problems.push(`${at}: configured as ${level.media}.${level.level}`);
    if (level.label !== labels[key]) problems.push(`${at}: label ${level.label} is not the registry's ${labels[key]}`);
    if (level.child !== undefined) {
      if (!mediaHasLevel(media, level.child)) problems.push(`${at}: child ${level.child} is no level of ${media}`);
      else if (level.child === key) problems.push(`${at}: drills into itself`);
      else if (level.child === 'account') problems.push(`${at}: drills up into the account level`);
    }
    const keys = level.columns.map((c) => c.key);
    if (new Set(keys).size !== keys.length) problems.push(`${at}: a column is listed twice`);
    if (level.columns[0]?.key !== 'name' || !level.columns[0].locked) problems.push(`${at}: the first column must be the locked name`);
    for (const column of level.columns) {
      if (!isDeliveryColumnKey(column.key)) problems.push(`${at}: unknown column ${String(column.key)}`);
      if (column.kind === 'metric' && !metrics.includes(column.key as MetricKey)) problems.push(`${at}: ${media} does not report ${column.key}`);
    }
    for (const metric of metrics) if (!keys.includes(metric)) problems.push(`${at}: metric ${metric} is not offered`);
    for (const key of level.defaultColumns) if (!keys.includes(key)) problems.push(`${at}: default column ${key} is not offered`);
    if (level.defaultColumns[0] !== 'name') problems.push(`${at}: the default columns must start with the name`);
    if (level.actions.budget && !keys.includes('budget')) problems.push(`${at}: budget is edited but not offered as a column`);
    if (level.actions.bid && !keys.includes('bid')) problems.push(`${at}: bid is edited but not offered as a column`);
    const { bid, budget, rename } = level.actions;
    if (bid && !(bid.min > 0 && bid.min < bid.max && Number.isInteger(bid.precision) && bid.precision >= 0)) problems.push(`${at}: bid range ${bid.min}–${bid.max} is not sound`);
    if (budget && !(budget.min > 0 && budget.min < budget.max && budget.minStep >= 0)) problems.push(`${at}: budget limits ${budget.min}–${budget.max} (step ${budget.minStep}) are not sound`);
    if (budget && budget.editsPerDay !== null && !(Number.isInteger(budget.editsPerDay) && budget.editsPerDay >= 0)) problems.push(`${at}: budget edits per day must be a whole number`);
    if (rename && !(Number.isInteger(rename.maxLength) && rename.maxLength > 0)) problems.push(`${at}: rename length must be a positive whole number`);
  }
  if (!config.levels.account?.child) problems.push(`${media}.account: the account level must drill into a level`);
  return problems;
}

/** The scene of a level's saved filter templates: `delivery.<media>.<level>`. */
export function deliveryScene(media: MediaCode, level: DeliveryLevel): string {
  return `delivery.${media}.${level}`;
}

/** Where a level's page size is remembered; `table_` keys survive a local-storage clear (shell spec §4). */
export function deliveryPageSizeKey(media: MediaCode, level: DeliveryLevel): `table_${string}` {
  return `table_delivery_${media}_${level}_page_size`;
}
