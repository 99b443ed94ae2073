import type { ButtonProps } from '@douyinfe/semi-ui-19/lib/es/button';
import { DROPDOWN } from '@toufang/domain';

/** The normal button types (widgets spec §2): text, primary, dashed, default. */
export const ACTION_BUTTON_TYPES = ['text', 'primary', 'dashed', 'default'] as const;
export type ActionButtonType = (typeof ACTION_BUTTON_TYPES)[number];

/** Illustration button grades (widgets spec §9): veryImportant, primary, secondary. */
export type IllustrationGrade = (typeof DROPDOWN.ILLUSTRATION_GRADES)[number];

export interface SemiLook {
  theme: NonNullable<ButtonProps['theme']>;
  type: NonNullable<ButtonProps['type']>;
  className: string;
}

/**
 * How a product button type is drawn with Semi's Button: text is a borderless primary button, primary a
 * solid one, dashed an outlined one with a dashed border (Semi has no dashed theme), default an outlined one.
 */
export function actionButtonLook(type: ActionButtonType = 'default'): SemiLook {
  switch (type) {
    case 'text':
      return { theme: 'borderless', type: 'primary', className: 'tf-action-button--text' };
    case 'primary':
      return { theme: 'solid', type: 'primary', className: 'tf-action-button--primary' };
    case 'dashed':
      return { theme: 'outline', type: 'tertiary', className: 'tf-action-button--dashed' };
    default:
      return { theme: 'outline', type: 'tertiary', className: 'tf-action-button--default' };
  }
}

/** How an illustration grade is drawn: very important solid, primary light, secondary outlined. */
export function illustrationLook(grade: IllustrationGrade = 'primary'): SemiLook {
  switch (grade) {
    case 'veryImportant':
      return { theme: 'solid', type: 'primary', className: 'tf-illustration-button--veryImportant' };
    case 'secondary':
      return { theme: 'outline', type: 'tertiary', className: 'tf-illustration-button--secondary' };
    default:
      return { theme: 'light', type: 'primary', className: 'tf-illustration-button--primary' };
  }
}

/** Whether a corner marker has something to show (0 is shown: a count may be zero on purpose). */
export function hasMarker(marker: unknown): boolean {
  return marker !== undefined && marker !== null && marker !== false && marker !== '';
}

/** The hover timing of the illustration dropdown (widgets spec §9): open after 250 ms, close after 150 ms. */
export const ILLUSTRATION_DELAYS = {
  OPEN_MS: DROPDOWN.ILLUSTRATION_OPEN_DELAY_MS,
  CLOSE_MS: DROPDOWN.ILLUSTRATION_CLOSE_DELAY_MS,
} as const;
