// The delivery model over stored rows: an object's deliverer (its settings history and its ancestors'), its
// figures by day and hour, and the status text a media shows.
import {
  chinaDay,
  chinaDayStart,
  HOUR_MS,
  hourIndex,
  scheduleSlot,
  type LevelSpec,
  type Metrics,
  type OptStatus,
  type ReportRow,
} from '@toufang/server-media';
import { levelSpec, type SandboxMediaConfig } from './config';
import {
  addFigures,
  dayFigures,
  qualityOf,
  reviewOf,
  shareOf,
  type ChainLink,
  type Deliverer,
  FAST_PACING,
  type HourFigures,
  NO_CONVERSIONS,
} from './model';
import { type ObjectRow } from './engine-support';
import type { DatedPacks } from './bindings';
import { onAirOf } from './live-streams';

// ---------- the model over stored rows ----------

/** Objects, their ancestors and live children, read once; answers deliverers and figures. */
export class ModelContext {
  private readonly deliverers = new Map<string, Deliverer>();
  private readonly days = new Map<string, HourFigures[]>();
  /** On-air time of each 抖音号 the context's live plans promote (their streams read once). */
  private readonly onAir = new Map<string, (from: number, to: number) => number>();

  constructor(
    private readonly config: SandboxMediaConfig,
    private readonly byId: Map<string, ObjectRow>,
    private readonly childrenOf: Map<string, ObjectRow[]>,
    readonly now: number,
    /** The packs of the objects' accounts that their objects choose among (empty when the media binds none). */
    readonly packs: ReadonlyMap<string, DatedPacks> = new Map(),
  ) {}

  /** Children not deleted: they share their parent's budget and make its quality. */
  private live(parentId: string): ObjectRow[] {
    return (this.childrenOf.get(parentId) ?? []).filter((k) => k.opt_status !== 'deleted');
  }

  private spec(row: ObjectRow): LevelSpec {
    const spec = levelSpec(this.config, row.level);
    if (!spec) throw new Error(`${this.config.media} has no level ${row.level}`);
    return spec;
  }

  private link(row: ObjectRow, share: number): ChainLink {
    const review = reviewOf(row.object_id, row.name, row.created_at.getTime(), Number.MAX_SAFE_INTEGER);
    return { log: row.settings_log, approvedAt: review.status === 'approved' ? review.decidedAt : null, share };
  }

  deliverer(row: ObjectRow): Deliverer {
    const known = this.deliverers.get(row.object_id);
    if (known) return known;
    const chain: ChainLink[] = [this.link(row, 1)];
    let parent = row.parent_id === null ? undefined : this.byId.get(row.parent_id);
    while (parent) {
      const siblings = this.live(parent.object_id).filter((k) => this.spec(k).delivers).length;
      chain.push(this.link(parent, Math.max(1, siblings)));
      parent = parent.parent_id === null ? undefined : this.byId.get(parent.parent_id);
    }
    const creatives = this.live(row.object_id);
    const quality =
      creatives.length > 0 ? creatives.reduce((sum, c) => sum + qualityOf(c.object_id), 0) / creatives.length : qualityOf(row.object_id);
    const fast = row.created_with?.settings?.[FAST_PACING.key] === FAST_PACING.value;
    const noConversions = row.created_with?.settings?.[NO_CONVERSIONS.key] === NO_CONVERSIONS.value;
    const onAir = this.onAirOf(row);
    const perMinute = this.config.live?.liveAwemeOf({ id: row.object_id, level: row.level, advertiserId: row.advertiser_id, settings: row.created_with?.settings ?? null }) != null;
    const deliverer: Deliverer = {
      id: row.object_id,
      chain,
      quality,
      orderValueYuan: this.config.orderValueYuan ?? null,
      ...(fast ? { fast } : {}),
      ...(noConversions ? { noConversions } : {}),
      ...(onAir ? { onAir } : {}),
      ...(perMinute ? { perMinute } : {}),
    };
    this.deliverers.set(row.object_id, deliverer);
    return deliverer;
  }

  /**
   * A live plan delivers only while its 抖音号 is on air (decision D3, docs/design/live-home.md §3.2); a plan of the
   * account's 24-hour room (its first 抖音号) and every other object deliver as before.
   */
  private onAirOf(row: ObjectRow): ((from: number, to: number) => number) | null {
    const live = this.config.live;
    if (!live) return null;
    const aweme = live.liveAwemeOf({ id: row.object_id, level: row.level, advertiserId: row.advertiser_id, settings: row.created_with?.settings ?? null });
    if (aweme === null || aweme === live.awemes(row.advertiser_id)[0]?.id) return null;
    let onAir = this.onAir.get(aweme);
    if (!onAir) {
      onAir = onAirOf({ id: aweme, name: '', allDay: false });
      this.onAir.set(aweme, onAir);
    }
    return onAir;
  }

  private deliveringDay(row: ObjectRow, day: number): HourFigures[] {
    const key = `${row.object_id}@${day}`;
    let figures = this.days.get(key);
    if (!figures) {
      figures = dayFigures(this.deliverer(row), day, this.now);
      this.days.set(key, figures);
    }
    return figures;
  }

  /** The 24 hours of a day of any object: its own (delivering), its children's sum, or its share of its parent's. */
  figures(row: ObjectRow, day: number): HourFigures[] {
    const spec = this.spec(row);
    if (spec.delivers) return this.deliveringDay(row, day);
    const parent = row.parent_id === null ? undefined : this.byId.get(row.parent_id);
    if (parent && this.spec(parent).delivers) {
      // A creative: its quality's share of what its delivering object spent.
      const siblings = this.live(parent.object_id);
      const total = siblings.reduce((sum, s) => sum + qualityOf(s.object_id), 0);
      const part = row.opt_status === 'deleted' || total === 0 ? 0 : qualityOf(row.object_id) / total;
      return this.deliveringDay(parent, day).map((f) => shareOf(f, part));
    }
    const sums = Array.from({ length: 24 }, (_, h) => ({ ...emptyTotal(), hour: h }));
    // Deleted children too: what they spent before deletion stays in their parent's history.
    for (const kid of this.childrenOf.get(row.object_id) ?? []) {
      this.figures(kid, day).forEach((f, h) => addFigures(sums[h], f));
    }
    const firstHour = hourIndex(chinaDayStart(day));
    return sums.map((s, h) => ({ ...s, hour: firstHour + h }));
  }

  /** 分 spent today by an object (its delivering objects' sum for an upper level). */
  todayCostFen(row: ObjectRow): number {
    return this.figures(row, chinaDay(this.now)).reduce((sum, f) => sum + f.costFen, 0);
  }
}

export function emptyTotal(): HourFigures {
  return { hour: 0, costFen: 0, cost: 0, impressions: 0, clicks: 0, conversions: 0, activations: 0, registrations: 0, pays: 0, payAmountFen: 0, payAmount: 0 };
}

export function toRow(id: string, f: Metrics & { costFen: number; payAmountFen: number }, time: string): ReportRow {
  return {
    id,
    time,
    impressions: f.impressions,
    clicks: f.clicks,
    cost: Math.round(f.costFen) / 100,
    conversions: f.conversions,
    activations: f.activations,
    registrations: f.registrations,
    pays: f.pays,
    payAmount: Math.round(f.payAmountFen) / 100,
  };
}

export function hourLabel(hour: number): string {
  const china = new Date(hour * HOUR_MS + 8 * HOUR_MS).toISOString();
  return `${china.slice(0, 10)} ${china.slice(11, 13)}:00`;
}

/** The status a media shows, in its words. */
export function statusText(
  opt: OptStatus,
  review: 'reviewing' | 'approved' | 'rejected',
  learning: 'learning' | 'learned' | 'failed' | 'none',
  schedule: string | null,
  now: number,
): string {
  if (opt === 'deleted') return '已删除';
  if (review === 'reviewing') return '审核中';
  if (review === 'rejected') return '审核不通过';
  if (opt === 'paused') return '已暂停';
  if (schedule !== null && schedule[scheduleSlot(hourIndex(now))] !== '1') return '不在投放时段';
  if (learning === 'learning') return '学习期';
  if (learning === 'learned') return '投放中（学习期结束）';
  if (learning === 'failed') return '投放中（学习失败）';
  return '投放中';
}
