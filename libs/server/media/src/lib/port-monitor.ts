// The port's monitoring call (docs/design/tools.md §3, 推广活动): the clicks and conversions each monitoring
// activity of an account received, per China day. Optional: only a media whose console has monitoring-link
// groups that its ads name (巨量引擎 监测活动, 腾讯广告 小游戏监测, 哔哩哔哩 监测链接) has it.

/** Which property type of the media is a monitoring activity, and the fields of its click and impression links. */
export interface MonitoringSpec {
  /** The property type (port-properties.ts), e.g. toutiao `monitor-activity`. */
  readonly propertyType: string;
  /** The field of the type's values holding the click monitoring URL. */
  readonly clickUrlField: string;
  /** The field holding the impression monitoring URL (may be empty on a given activity). */
  readonly impressionUrlField: string;
}

export interface MonitorReportQuery {
  advertiserId: string;
  /** Monitoring activities of the account (the media's property ids); at most MONITOR_QUERY_MAX_IDS. */
  propertyIds: string[];
  /** China dates, inclusive (YYYY-MM-DD); at most MONITOR_QUERY_MAX_DAYS. */
  from: string;
  to: string;
}

/** One activity on one China day; every asked activity and day is answered, zeros included. */
export interface MonitorReportRow {
  propertyId: string;
  /** YYYY-MM-DD. */
  date: string;
  clicks: number;
  conversions: number;
}

/** The most days one monitorReport call covers. */
export const MONITOR_QUERY_MAX_DAYS = 31;
/** The most activities one monitorReport call names. */
export const MONITOR_QUERY_MAX_IDS = 100;
