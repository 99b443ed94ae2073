// The limits of live control (issue 24 "Live control" and "Data, bad input, tests and measures";
// docs/design/live-home.md §2 live-limits.ts, §4.3 the push channel, §7 bad input). One place for the server's producer
// and hub, the screen's reconnects and freshness badge, the alert rules' editor and the contract's bounds.

export const LIVE_LIMITS = {
  /** A watched room's figures are fetched from the media this often (one producer per room, design §4.3). */
  POLL_MS: 5_000,
  /** Products and traffic sources are fetched this often, and sent only when changed. */
  PRODUCTS_TRAFFIC_MS: 30_000,
  /** A comment on every stream this often, so a screen can tell a quiet room from a lost connection. */
  HEARTBEAT_MS: 15_000,
  /** A producer with no screen left is kept this long, so a reload does not start a new one. */
  PRODUCER_LINGER_MS: 60_000,
  /** Rooms' first loads that run at once; the other screens wait with 正在加载直播数据…. */
  FIRST_LOADS_AT_ONCE: 8,
  /** Streams one person may hold open (the next: 429). */
  STREAMS_PER_USER: 60,
  /** Streams one server process holds (the next: 503 with Retry-After). */
  STREAMS_PER_SERVER: 1_000,
  /** Closed minutes one snapshot replays at most: a 24-hour stream's. */
  REPLAY_MAX_MINUTES: 1_440,
  /** Closed minutes one media call returns at most (`roomFigures`' limit). */
  FIGURES_PAGE_MINUTES: 120,
  /** Minute rows are kept this many days (housekeeping). */
  MINUTES_KEPT_DAYS: 30,
  /** A screen whose socket holds more than this unwritten is dropped; it reconnects with `since`. */
  SLOW_SCREEN_BYTES: 1_048_576,
  /** The hub checks its subscribers' sessions this often (one query for all). */
  SESSION_CHECK_MS: 60_000,
  /** Reconnect back-off in seconds, the last repeated (with jitter). */
  RECONNECT_BACKOFF_S: [1, 2, 4, 8, 15],
  /** After this long without a connection the screen says 无法连接服务器，数据已停止更新. */
  RECONNECT_GIVE_UP_MS: 60_000,

  // Freshness (design §2 live-late.ts, §4.3 "Late data"): each threshold is exceeded when the age is over it.
  /** The media's figures behind the media's own clock by more than this: late. */
  LATE_MEDIA_MS: 30_000,
  /** The last fetch older than this: late. */
  LATE_FETCH_MS: 15_000,
  /** Either age over this: stale (figures greyed, 数据已超过2分钟未更新). */
  STALE_MS: 120_000,
  /** No event nor heartbeat for longer than this: offline (连接中断). */
  OFFLINE_MS: 20_000,
} as const;

/** The bounds of a live alert rule (design §2 live-alerts.ts); the editor's defaults are LIVE_ALERT_DEFAULTS. */
export const LIVE_ALERT_LIMITS = {
  NAME_MAX: 50,
  /** 在线人数 and 每分钟成交金额 drops, whole %. */
  DROP_PCT_MIN: 10,
  DROP_PCT_MAX: 90,
  /** The window compared with the one before it, whole minutes. */
  WINDOW_MIN: 5,
  WINDOW_MAX: 30,
  /** The ROI line, two decimals. */
  ROI_MIN: 0.1,
  ROI_MAX: 50,
  /** The spend before the ROI line applies, 元 with two decimals (a stream's ROI on its first few 元 says nothing). */
  MIN_COST_MAX_YUAN: 1_000_000,
  COOLDOWN_MIN: 10,
  COOLDOWN_MAX: 240,
  /** Accounts or 抖音号 one rule names. */
  SCOPE_MAX: 1_000,
} as const;

export const LIVE_ALERT_DEFAULTS = {
  WINDOW_MINUTES: 10,
  MIN_COST_YUAN: 100,
  COOLDOWN_MINUTES: 30,
} as const;
