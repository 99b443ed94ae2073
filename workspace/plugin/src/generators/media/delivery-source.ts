// The new media's delivery tables in its library: one configured level per registry level, drilling into
// the next, editing what its sandbox lets that level edit (generatedLevelHas), within the sandbox's figures
// (GENERATED_LIMITS). The templates in files/ take the lines built here.
import { pascalCase } from '@toufang/domain';
import { key, quote } from '../../utils/source-edits';
import { generatedLevelHas } from './sandbox-media';

export interface DeliveryLevelInput {
  readonly level: string;
  readonly label: string;
}

/** One page per level: its folder, its component and the route it sits on (deliveryLevelRouteName). */
export interface DeliveryPageInput extends DeliveryLevelInput {
  readonly folder: string;
  readonly componentName: string;
  readonly routeName: string;
}

export function deliveryPages(code: string, levels: readonly DeliveryLevelInput[]): DeliveryPageInput[] {
  return levels.map(({ level, label }) => ({
    level,
    label,
    folder: `delivery-${level}`,
    componentName: `Delivery${pascalCase(level)}Page`,
    routeName: `${code}Delivery${pascalCase(level)}`,
  }));
}

/** What each level edits, as the configuration's spec states it (status, budget, bid, rename). */
export function deliveryEdits(levels: readonly DeliveryLevelInput[], delivering: string): Record<string, string[]> {
  const below = levels.slice(1).map((l) => l.level);
  const edits: Record<string, string[]> = { account: ['budget'] };
  for (const level of below) {
    const has = generatedLevelHas({ levels: below, delivering }, level);
    edits[level] = ['status', ...(has.budget ? ['budget'] : []), ...(has.bid ? ['bid'] : []), 'rename'];
  }
  return edits;
}

/** The levels' lines of `defineDeliveryMedia(MEDIA, { … })`, indented for the template. */
export function deliveryLevelLines(levels: readonly DeliveryLevelInput[], delivering: string, limits: string): string {
  const edits = deliveryEdits(levels, delivering);
  return levels
    .map(({ level }, i) => {
      const next = levels[i + 1]?.level;
      const parts = [
        ...(next ? [`child: ${quote(next)}`] : []),
        ...(level === 'account' ? ['status: false', `budget: budget(${limits}.MIN_BUDGET.account, WORDS.ACCOUNT_BUDGET)`] : []),
        ...(level !== 'account' && edits[level].includes('bid') ? [`bid: { ...${limits}.BID, label: WORDS.BID }`] : []),
        ...(level !== 'account' && edits[level].includes('budget') ? [`budget: budget(${limits}.MIN_BUDGET${member(level)}, WORDS.BUDGET)`] : []),
        ...(level !== 'account' ? ['rename'] : []),
      ];
      return `    ${key(level)}: { ${parts.join(', ')} },`;
    })
    .join('\n');
}

/** `.plan`, or `['delivery-group']` for a level whose name is no identifier. */
function member(name: string): string {
  return /^[a-z]+$/i.test(name) ? `.${name}` : `[${quote(name)}]`;
}

/** A value as a TypeScript literal in the workspace's style (single quotes, unquoted simple keys). */
export function tsLiteral(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(tsLiteral).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{ ${Object.entries(value).map(([k, v]) => `${key(k)}: ${tsLiteral(v)}`).join(', ')} }`;
  }
  return typeof value === 'string' ? quote(value) : String(value);
}
