import { DeskTag } from '@toufang/ui';
import type { Schemas } from '@toufang/api';
import { DMP_TEXTS } from './dmp-terms';

const COLOR: Record<Schemas['CrowdState'], 'green' | 'blue' | 'orange' | 'grey' | 'red'> = {
  none: 'grey',
  pushing: 'blue',
  computing: 'blue',
  available: 'green',
  expiring: 'orange',
  expired: 'grey',
  offline: 'grey',
  refused: 'red',
};

/** A crowd's (or a copy's lifecycle's) state in the media's words. */
export function CrowdStateTag({ state }: { state: Schemas['CrowdState'] }) {
  return <DeskTag color={COLOR[state]}>{DMP_TEXTS.STATE[state]}</DeskTag>;
}

/** Pages refetch every 5 s while a crowd is on its way (推送中, 计算中), so the state moves without a click. */
export const isMoving = (state: Schemas['CrowdState']) => state === 'pushing' || state === 'computing';
export const REFETCH_MS = 5_000;
