// Ids shaped like each media's: a fixed first digits and a length, the rest scrambled from a sequence
// number so consecutive objects do not get consecutive ids (media ids look random) yet never collide.
import type { IdShape } from './config';

// Any multiplier coprime with 10 makes n → n × M + C (mod 10^k) a bijection on k-digit numbers; one near
// 0.618 × 10^k (ending in 7) spreads consecutive numbers over the whole range.
function multiplier(k: number): bigint {
  const golden = (10n ** BigInt(k) * 6_180_339_887n) / 10_000_000_000n;
  return golden - (golden % 10n) + 7n;
}
const OFFSET = 1_234_567n;

export function shapedId(shape: IdShape, n: number): string {
  const k = shape.digits - shape.prefix.length;
  const modulus = 10n ** BigInt(k);
  if (BigInt(n) >= modulus) throw new RangeError(`id space of ${shape.prefix}… is exhausted`);
  const scrambled = (BigInt(n) * multiplier(k) + OFFSET) % modulus;
  return shape.prefix + scrambled.toString().padStart(k, '0');
}

/** Does the id look like one of this shape? */
export function hasShape(shape: IdShape, id: string): boolean {
  return id.length === shape.digits && id.startsWith(shape.prefix) && /^\d+$/.test(id);
}
