// The browser's checks of 哔哩哔哩's links (docs/design/properties.md §2.3, §2.11): the shared rules of
// @toufang/domain (URL, monitoring macros) in the same Chinese sentences as the server's pre-check and the sandbox.
import * as z from 'zod/mini';
import { checkTrackUrl, checkUrl, MEDIA_DISPLAY_NAMES, propertyProblemText, type PropertyProblem } from '@toufang/domain';
import { BILIBILI_TRACK_MACROS } from '@toufang/media-bilibili-limits';

const say = (problem: PropertyProblem) => propertyProblemText(problem, MEDIA_DISPLAY_NAMES.bilibili);

/** A refusal of `check` (null: fine) as the field's message. */
const checked = (check: (value: string) => PropertyProblem | null) =>
  z.superRefine<string>((value, ctx) => {
    const problem = value === '' ? null : check(value);
    if (problem) ctx.addIssue({ code: 'custom', message: say(problem), input: value });
  });

/** A monitoring link that must be given: the URL rule, then every macro one bilibili knows. */
export const trackUrl = (required: string) =>
  z.string({ error: required }).check(
    z.refine((v) => v !== '', required),
    checked((v) => checkTrackUrl(v, BILIBILI_TRACK_MACROS)),
  );
export const optionalTrackUrl = () => z.optional(z.string().check(checked((v) => checkTrackUrl(v, BILIBILI_TRACK_MACROS))));

/** An http(s) link on a registered domain. */
export const url = (required: string) => z.string({ error: required }).check(z.refine((v) => v !== '', required), checked(checkUrl));
export const optionalUrl = () => z.optional(z.string().check(checked(checkUrl)));
