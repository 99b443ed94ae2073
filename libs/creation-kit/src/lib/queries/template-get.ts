// POST /api/creation/template/get: one template with its body (the editor's start for a temp_id); null when the
// caller has no such template: the server answers code 404 for a removed one, another company's or a colleague's
// personal one alike, and the editor then opens a new template with a notice rather than a load failure.
import { queryOptions } from '@tanstack/react-query';
import { apiClient, isApiError, request, type Schemas } from '@toufang/api';

export type CreationTemplate = Schemas['CreationTemplate'];

/** The envelope code of a template the caller does not have (the server's notFound). */
export const TEMPLATE_NOT_FOUND_CODE = 404;

export const creationTemplateQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/creation/template/get', { body: { id } }] as const,
    queryFn: async ({ signal }): Promise<CreationTemplate | null> => {
      try {
        return (await request(apiClient(), 'post', '/api/creation/template/get', { body: { id }, signal })) ?? null;
      } catch (error) {
        if (isApiError(error) && error.code === TEMPLATE_NOT_FOUND_CODE) return null;
        throw error;
      }
    },
  });
