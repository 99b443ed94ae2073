// The port's audience calls of the data platform (docs/design/properties.md §4.1; declared with the property
// kit, built with the data platform): a hashed ID list sent to an account as a new audience pack, a lookalike
// from a seed pack, and the media's handpicked packs. Until then the sandbox refuses them.
import type { MaterialContent } from './port-materials';

export type AudienceIdType = 'imei' | 'idfa' | 'oaid' | 'phone';

export interface AudienceUpload {
  name: string;
  idType: AudienceIdType;
  /** MD5 lines, one a line (never clear IDs). */
  content: MaterialContent;
  rows: number;
}

export interface AudienceExpansion {
  seedId: string;
  /** 1–10. */
  level: number;
}

export interface HandpickedAudience {
  handpickId: string;
  name: string;
  category: string;
  size: number;
  description: string;
}
