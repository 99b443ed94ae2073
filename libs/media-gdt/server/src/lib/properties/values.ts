// Reading a property's stored values (the media's wire names, any JSON) without trusting their shape.
import type { PropertyValues } from '@toufang/server-media';

export const text = (values: PropertyValues, key: string): string | undefined => (typeof values[key] === 'string' ? (values[key] as string) : undefined);

/** A pick from a list, drawn from the seed's random sequence. */
export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length) % list.length];

/** The account's short mark for seeded names (its last four characters). */
export const tail = (account: { readonly name: string }) => account.name.slice(-4);
