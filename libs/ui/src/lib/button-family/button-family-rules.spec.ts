import { DROPDOWN } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { ACTION_BUTTON_TYPES, ILLUSTRATION_DELAYS, actionButtonLook, hasMarker, illustrationLook } from './button-family-rules';

describe('button family rules (widgets spec §2, §9)', () => {
  it('has the four normal types', () => {
    expect(ACTION_BUTTON_TYPES).toEqual(['text', 'primary', 'dashed', 'default']);
  });

  it('draws each type with Semi themes', () => {
    expect(actionButtonLook('text')).toEqual({ theme: 'borderless', type: 'primary', className: 'tf-action-button--text' });
    expect(actionButtonLook('primary')).toEqual({ theme: 'solid', type: 'primary', className: 'tf-action-button--primary' });
    expect(actionButtonLook('dashed')).toEqual({ theme: 'outline', type: 'tertiary', className: 'tf-action-button--dashed' });
    expect(actionButtonLook('default')).toEqual({ theme: 'outline', type: 'tertiary', className: 'tf-action-button--default' });
    expect(actionButtonLook()).toEqual(actionButtonLook('default'));
  });

  it('has the three illustration grades, each with its own look', () => {
    expect(DROPDOWN.ILLUSTRATION_GRADES).toEqual(['veryImportant', 'primary', 'secondary']);
    const looks = DROPDOWN.ILLUSTRATION_GRADES.map((g) => illustrationLook(g));
    expect(new Set(looks.map((l) => `${l.theme}/${l.type}`)).size).toBe(3);
    expect(illustrationLook('veryImportant').theme).toBe('solid');
    expect(illustrationLook('secondary').className).toBe('tf-illustration-button--secondary');
    expect(illustrationLook()).toEqual(illustrationLook('primary'));
  });

  it('opens the illustration dropdown after 250 ms and closes it after 150 ms', () => {
    expect(DROPDOWN.ILLUSTRATION_OPEN_DELAY_MS).toBe(250);
    expect(DROPDOWN.ILLUSTRATION_CLOSE_DELAY_MS).toBe(150);
    expect(ILLUSTRATION_DELAYS).toEqual({ OPEN_MS: 250, CLOSE_MS: 150 });
  });

  it('shows a marker for text and numbers, 0 included, and not for nothing', () => {
    expect(hasMarker('新')).toBe(true);
    expect(hasMarker(3)).toBe(true);
    expect(hasMarker(0)).toBe(true);
    for (const none of [undefined, null, false, '']) expect(hasMarker(none)).toBe(false);
  });
});
