// What a robot's answer body says, in the terms the notifier acts on. Each robot answers HTTP 200 with its own
// code in the body (docs/design/tools.md §4.1, O1); each robot module reads its own codes into this.
export type RobotAnswerKind = 'ok' | 'rate-limited' | 'invalid-key' | 'signature' | 'refused' | 'busy';

export interface RobotAnswer {
  kind: RobotAnswerKind;
  /** The robot's code as sent (errcode / code). */
  code: string;
  /** The robot's own message (errmsg / msg). */
  detail: string;
}

/** A JSON body's object, or null when it is none. */
export function parseAnswerObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function numberField(object: Record<string, unknown>, ...names: string[]): number | null {
  for (const name of names) {
    const value = object[name];
    if (typeof value === 'number' && Number.isInteger(value)) return value;
  }
  return null;
}

export function stringField(object: Record<string, unknown>, ...names: string[]): string {
  for (const name of names) {
    const value = object[name];
    if (typeof value === 'string') return value;
  }
  return '';
}
