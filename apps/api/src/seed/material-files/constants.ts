// Every figure and word the demo material files are made from, in one place. The sizes are the media's
// creative sizes named in issue 20's brief for this slice (横版 1280×720 … 组图 690×388); the counts,
// durations, encoder settings and word lists are this project's choices (docs/decisions.md, "The demo
// material files", issue 20). The label words come from the demo company's own labels (../labels.ts), so
// a material's suggested labels are labels that exist.
import { DEMO_LABEL_GROUPS } from '../labels';

/**
 * Bump when anything changes what a file looks like (a layout, a word list, an encoder setting): the cache
 * in a generation folder is keyed by it, so a new version regenerates instead of reusing old bytes.
 */
export const DEMO_FILES_GENERATOR_VERSION = 1;

/** The fresh desk's set: a few hundred materials, most of them images (issue 20, "Data on a fresh desk"). */
export const DEMO_MATERIAL_COUNT = { images: 240, videos: 36, designers: 5 } as const;

/** The plan's seed when none is given. */
export const DEMO_MATERIAL_SEED = 20;

/** Upload times fall on one of these past days (0 = today) … */
export const DEMO_UPLOAD_DAYS = 90;
/** … between 09:00 and 21:59, China time, as minutes of the day. */
export const DEMO_UPLOAD_MINUTES = { FROM: 9 * 60, TO: 22 * 60 - 1 } as const;

export type DemoShapeName = '横版' | '竖版' | '竖版高清' | '方图' | '大图' | '小图' | '组图';

export interface DemoShape {
  name: DemoShapeName;
  /** The word a designer puts in a file name. */
  word: string;
  width: number;
  height: number;
  /** Relative weight in the draw of an image's shape. */
  imageWeight: number;
  /** Relative weight in the draw of a video's shape (0: no video of this shape). */
  videoWeight: number;
}

/**
 * The media's creative sizes. Videos are 720p mostly (every media takes 1280×720 and 720×1280; see each
 * media's `material-limits.ts`), a few 1080×1920, none of the small picture sizes no media takes as video.
 */
export const DEMO_SHAPES: readonly DemoShape[] = [
  { name: '横版', word: '横版', width: 1280, height: 720, imageWeight: 24, videoWeight: 42 },
  { name: '竖版', word: '竖版', width: 720, height: 1280, imageWeight: 22, videoWeight: 52 },
  { name: '竖版高清', word: '竖版', width: 1080, height: 1920, imageWeight: 12, videoWeight: 6 },
  { name: '方图', word: '方图', width: 1080, height: 1080, imageWeight: 12, videoWeight: 0 },
  { name: '大图', word: '大图', width: 1200, height: 628, imageWeight: 12, videoWeight: 0 },
  { name: '小图', word: '小图', width: 456, height: 300, imageWeight: 10, videoWeight: 0 },
  { name: '组图', word: '组图', width: 690, height: 388, imageWeight: 8, videoWeight: 0 },
];

/**
 * Video lengths in seconds with their weights: most 5–10 s (a mean near 8 s), since encoding costs about a
 * fifth of a CPU second per second of 720p video on this project's two-core machine.
 */
export const DEMO_VIDEO_SECONDS: readonly (readonly [seconds: number, weight: number])[] = [
  [5, 36],
  [6, 26],
  [8, 16],
  [10, 10],
  [15, 7],
  [20, 3],
  [30, 2],
];

/** Images: JPEG mostly, as designers export them; PNG for the rest. */
export const DEMO_PNG_SHARE = 0.3;

/** A designer's share of the files, by designer index: one busy designer, a few regular ones. */
export const DEMO_DESIGNER_WEIGHTS: readonly number[] = [30, 22, 18, 12, 10, 8];

/**
 * The demo company's designers by designer index (the seed's users), and the short code each writes into a
 * file name (`lj_夏季大促_竖版_07.jpg`), which the seeded 素材命名规范（含设计师） reads back (命名解析).
 */
export const DEMO_DESIGNERS: readonly { username: string; code: string }[] = [
  { username: 'designer', code: 'lj' },
  { username: 'designmanager', code: 'zt' },
];

/** Of the names that follow 活动_版式_序号, about this share carry a designer code instead of a set designer. */
export const DEMO_NAMED_DESIGNER_SHARE = 0.5;

export interface DemoPalette {
  /** The 风格 label the palette reads as. */
  style: string;
  /** Background gradient, from → to. */
  from: string;
  to: string;
  /** Shapes, price tag and call to action. */
  accent: string;
  /** Headline and body text. */
  text: string;
  /** The call to action's text. */
  onAccent: string;
}

export const DEMO_PALETTES: readonly [DemoPalette, ...DemoPalette[]] = [
  { style: '清新', from: '#a8e6cf', to: '#3fb4a5', accent: '#ff8a5b', text: '#ffffff', onAccent: '#ffffff' },
  { style: '国潮', from: '#c62828', to: '#7f0000', accent: '#ffd54f', text: '#fff3e0', onAccent: '#7f0000' },
  { style: '简约', from: '#f5f5f5', to: '#cfd8dc', accent: '#263238', text: '#263238', onAccent: '#ffffff' },
  { style: '科技感', from: '#0d47a1', to: '#000a2e', accent: '#00e5ff', text: '#e3f2fd', onAccent: '#001b3d' },
  { style: '高级感', from: '#3e2723', to: '#121212', accent: '#d4af37', text: '#f5e6c8', onAccent: '#121212' },
  { style: '可爱', from: '#ffc1e3', to: '#ff80ab', accent: '#7c4dff', text: '#ffffff', onAccent: '#ffffff' },
  { style: '清新', from: '#fff59d', to: '#81c784', accent: '#2e7d32', text: '#1b5e20', onAccent: '#ffffff' },
  { style: '国潮', from: '#ff7043', to: '#6a1b9a', accent: '#ffeb3b', text: '#ffffff', onAccent: '#4a148c' },
  { style: '科技感', from: '#311b92', to: '#0a0a23', accent: '#76ff03', text: '#ffffff', onAccent: '#0a0a23' },
  { style: '简约', from: '#ffffff', to: '#ffe0b2', accent: '#e65100', text: '#3e2723', onAccent: '#ffffff' },
];

/** Industries (the 行业 labels) and what each advertises. */
export const DEMO_INDUSTRIES: Readonly<Record<string, readonly string[]>> = {
  美妆: ['精华液', '口红', '面膜', '防晒霜', '粉底液'],
  汽车: ['新能源SUV', '智能轿车', '混动MPV'],
  教育: ['英语网课', '少儿编程', '考研课程', '钢琴陪练'],
  电商: ['蓝牙耳机', '空气炸锅', '跑步鞋', '扫地机器人', '零食礼盒'],
  游戏: ['仙侠手游', '三国策略', '消除小游戏', '赛车手游'],
  本地生活: ['火锅套餐', '健身月卡', '酒店特惠', '洗车卡'],
};

export interface DemoCampaign {
  /** The headline, and the start of many file names. */
  word: string;
  /** The 卖点 label it stands for, if one fits. */
  label: string | null;
}

export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  { word: '夏季大促', label: '限时折扣' },
  { word: '新品首发', label: '新品首发' },
  { word: '限时折扣', label: '限时折扣' },
  { word: '双十一预售', label: '限时折扣' },
  { word: '618狂欢', label: '限时折扣' },
  { word: '年货节', label: null },
  { word: '开学季', label: null },
  { word: '周年庆', label: null },
  { word: '买一送一', label: '买一送一' },
  { word: '包邮到家', label: '包邮' },
  { word: '超值特惠', label: '高性价比' },
  { word: '会员日', label: null },
];

/** The line under the headline, after the product. */
export const DEMO_OFFERS: readonly string[] = ['低至5折', '立减100元', '¥199起', '限量1000份', '首单立减', '免费试用', '领取礼包', '满300减50'];

/** The call to action on a picture. */
export const DEMO_CTAS: readonly string[] = ['立即抢购', '立即下载', '免费试听', '马上预约', '了解详情', '立即领取'];

/** Shown instead of Chinese when this machine has no CJK font (see fonts.ts): Latin only, still an ad. */
export const DEMO_LATIN_WORDS = {
  headlines: ['SALE', 'NEW', 'HOT', 'SUPER DEAL', 'BIG SALE', 'TOP 1'],
  offers: ['-50%', '¥199', '¥99', 'BUY 1 GET 1', '-30%', 'FREE'],
  ctas: ['GO', 'BUY NOW', 'PLAY', 'JOIN'],
} as const;

/** A video's form (the 形式 labels a video can carry); an image is always 图文. */
export const DEMO_VIDEO_FORMS: readonly string[] = ['口播', '剧情', '混剪', '开箱测评', '直播切片'];
export const DEMO_IMAGE_FORM = '图文';

/** Audiences (人群 labels); a material carries one now and then. */
export const DEMO_AUDIENCES: readonly string[] = DEMO_LABEL_GROUPS['人群'] ?? [];
/** Share of materials that get an audience label. */
export const DEMO_AUDIENCE_SHARE = 0.35;

/**
 * ffmpeg's test sources behind a video's moving window (cheap ones: mandelbrot costs several times as much).
 * `{s}` is the source's size (`{w}`, `{h}` its sides), `{fps}` the frame rate, `{seed}` a number from the
 * spec and `{from}`, `{accent}` the palette's colours (hex, no #). Every random choice a source makes must be
 * pinned here: `gradients` needs its seed, colours and points all given (video.spec.ts runs each twice).
 */
export const DEMO_VIDEO_SOURCES: readonly string[] = [
  'testsrc2=s={s}:rate={fps}',
  'cellauto=s={s}:rate={fps}:seed={seed}:rule=110',
  'gradients=s={s}:rate={fps}:c0=0x{from}:c1=0x{accent}:nb_colors=2:x0=0:y0=0:x1={w}:y1={h}:speed=0.04:seed={seed}',
  'life=s={s}:rate={fps}:seed={seed}:mold=8:life_color=#ffd54f:death_color=#1a237e:mold_color=#7e57c2',
  'smptehdbars=s={s}:rate={fps},hue=h=t*40',
];

/** Encoder settings: small, fast, and the same bytes on every run and machine. */
export const DEMO_ENCODING = {
  JPEG_QUALITY: 82,
  PNG_COMPRESSION: 6,
  /**
   * 15 frames a second: x264's cost is per frame (about 6 ms a 720p frame here, even a still one), and at 25
   * the default set took about 80 CPU seconds of video alone; at 15 it is believable (a slideshow ad) and ~40% cheaper.
   */
  FPS: 15,
  /** x264's output depends on its thread count; one thread per file, files in parallel instead. */
  X264_THREADS: 1,
  VIDEO_BITRATE: '800k',
  VIDEO_MAXRATE: '1200k',
  VIDEO_BUFSIZE: '1600k',
  /** A key frame every two seconds (at FPS), so a preview seeks quickly. */
  GOP: 30,
  AUDIO_BITRATE: '64k',
  AUDIO_RATE: 44100,
  /** One ffmpeg run may take this long before it is stopped (a 30 s 1080×1920 video takes a few seconds). */
  FFMPEG_TIMEOUT_MS: 180_000,
} as const;

/** The manifest a generation folder keeps (see manifest.ts). */
export const DEMO_MANIFEST_FILE = 'demo-materials.manifest.json';
