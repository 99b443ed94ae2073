// POST /api/creation/error-prevention/check: the 防出错 rules the rows break (empty: the submission proceeds).
import { defineMutation } from '@toufang/api';

export const checkErrorPreventionMutation = defineMutation('/api/creation/error-prevention/check');
