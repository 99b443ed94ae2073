// Which of the desk's AI functions a user may open, read off the composed route table with the route guard's
// own rule (legacy role and flags, or the 2.0 menu tree), so a card never links to a page that answers 403.
import { guardRoute, indexRoutes, MEDIA_CODES, MEDIA_DISPLAY_NAMES, routeAncestors, type AppRoute, type GuardUser } from '@toufang/domain';
import { AI_LAB_TEXTS } from './texts';

export type AiLabCardKey = keyof typeof AI_LAB_TEXTS.CARDS;

export interface AiLabLink {
  /** The route's name (a stable key). */
  name: string;
  label: string;
  /** The absolute path to open. */
  to: string;
}

export interface AiLabCard {
  key: AiLabCardKey;
  title: string;
  description: string;
  links: AiLabLink[];
}

/**
 * The segment 辅助创建 reads as "the media's first variant": a plain variant has no segment of its own, and the
 * assist page falls back to the first variant for a segment it does not know (assistVariant).
 */
export const FIRST_VARIANT_SEGMENT = 'default';

/** A new template's temp_id: the assist page opens a new one for anything but a template's number. */
const NEW_TEMPLATE = 'new';

/** The segment of a media's first quick-creation route (`…/ad-speed-create[/segment]/:temp_id`). */
function firstCreationSegment(flat: readonly AppRoute[], media: string): string {
  for (const route of flat) {
    if (route.media !== media) continue;
    const match = /\/ad-speed-create\/(?:([a-z-]+)\/)?:temp_id$/.exec(route.path);
    if (match) return match[1] || FIRST_VARIANT_SEGMENT;
  }
  return FIRST_VARIANT_SEGMENT;
}

/** The cards of AI实验室 the user may open, each with the links they may follow; a card without one is left out. */
export function aiLabCards(routes: readonly AppRoute[], user: GuardUser): AiLabCard[] {
  const byName = indexRoutes(routes);
  const ancestors = routeAncestors(routes);
  const flat = [...byName.values()];
  const opens = (route: AppRoute) => guardRoute({ route, ancestors: ancestors.get(route.name), hasToken: true, gadget: false, user }).kind === 'allow';
  const link = (name: string, label?: string, to?: (route: AppRoute) => string): AiLabLink[] => {
    const route = byName.get(name);
    if (!route || !opens(route)) return [];
    return [{ name, label: label ?? route.title, to: to ? to(route) : `/${route.path}` }];
  };
  const card = (key: AiLabCardKey, titleOf: string, links: AiLabLink[]): AiLabCard[] => {
    const title = byName.get(titleOf)?.title;
    return title && links.length > 0 ? [{ key, title, description: AI_LAB_TEXTS.CARDS[key], links }] : [];
  };
  const aiCreate = MEDIA_CODES.flatMap((media) =>
    link(`${media}AdAiCreate`, MEDIA_DISPLAY_NAMES[media], (route) =>
      `/${route.path.replace(':variant', firstCreationSegment(flat, media)).replace(':temp_id', NEW_TEMPLATE)}`,
    ),
  );
  return [
    ...card('aiAssistant', 'aiAssistant', [...link('aiAssistantRulesManager'), ...link('aiAssistantExecutionRecord')]),
    ...card('aiCreate', `${MEDIA_CODES[0]}AdAiCreate`, aiCreate),
    ...card('aiExpand', 'dmpAiExpand', link('dmpAiExpand')),
  ];
}
