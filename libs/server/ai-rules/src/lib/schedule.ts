// When a rule is due (design tools §6.1): the tick runs every 5 minutes, 2 minutes past (away from the hourly syncs at
// :00 and :10); a rule is due in a slot when the slot's 5-minute period starts on its everyMinutes, in one of its
// hours and on one of its weekdays (China time). Pure.
import { chinaDay, chinaWeekday, HOUR_MS, MINUTE_MS, type AiRuleSchedule } from '@toufang/domain';

export const TICK = { EVERY_MS: 5 * MINUTE_MS, OFFSET_MS: 2 * MINUTE_MS } as const;
const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** The tick slot `at` falls in (…:02, :07, :12 …). */
export function slotOf(at: number): Date {
  return new Date(Math.floor((at - TICK.OFFSET_MS) / TICK.EVERY_MS) * TICK.EVERY_MS + TICK.OFFSET_MS);
}

/** Whether a rule with this schedule is due in the tick slot `slot`. */
export function isDue(schedule: AiRuleSchedule, slot: Date): boolean {
  const t = slot.getTime() - TICK.OFFSET_MS;
  const day = chinaDay(t);
  const minuteOfDay = Math.floor((t + CHINA_OFFSET_MS) / MINUTE_MS) - day * 24 * 60;
  const hour = Math.floor(minuteOfDay / 60);
  return schedule.weekdays.includes(chinaWeekday(day) + 1) && schedule.hours.includes(hour) && minuteOfDay % schedule.everyMinutes === 0;
}

/** The first slot after `after` in which the rule is due (null when none within 8 days: no hour or weekday). */
export function nextDue(schedule: AiRuleSchedule, after: Date): Date | null {
  let slot = slotOf(after.getTime()).getTime() + TICK.EVERY_MS;
  for (let i = 0; i < (8 * 24 * 60) / 5; i++, slot += TICK.EVERY_MS) {
    if (isDue(schedule, new Date(slot))) return new Date(slot);
  }
  return null;
}
