// POST /api/creation/task/submit (openapi/paths/creation-task.yaml): the body and the edited rows become a task.
import { defineMutation } from '@toufang/api';

export const submitCreationTaskMutation = defineMutation('/api/creation/task/submit');
