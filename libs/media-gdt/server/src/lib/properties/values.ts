// Reading a property's stored values (the media's wire names, any JSON) without trusting their shape.
import type { PropertyValues } from '@toufang/server-media';

export const text = (values: PropertyValues, key: string): string | undefined => (typeof values[key] === 'string' ? (values[key] as string) : undefined);

