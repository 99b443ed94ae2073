import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api-error';
import { holdsOneTimePassword, useSessionStore } from '../session/session-store';
import { addFilterTemplateMutation, filterTemplatesQuery, removeFilterTemplateMutation, renameFilterTemplateMutation } from './filter-templates';

/** A saved template as the filter area shows it. */
export interface SavedFilterTemplate {
  id: number | string;
  name: string;
  filters: Record<string, unknown>;
}

/**
 * The current user's saved filter templates of one scene (the table the filters belong to), as the filter
 * area of libs/ui takes them: spread the answer into `<FilterArea {...templates} />`. A change reloads the
 * list; a refusal (a taken name, the limit) rejects with the server's message, which the area shows.
 */
export function useFilterTemplates(scene: string) {
  const client = useQueryClient();
  // A one-time password session is refused the list (403): it is asked for once the password is changed.
  const oneTimePassword = useSessionStore(holdsOneTimePassword);
  const list = useQuery({ ...filterTemplatesQuery(scene), enabled: !oneTimePassword });
  const add = useMutation(addFilterTemplateMutation);
  const rename = useMutation(renameFilterTemplateMutation);
  const remove = useMutation(removeFilterTemplateMutation);
  const reload = () => client.invalidateQueries({ queryKey: filterTemplatesQuery(scene).queryKey });

  return {
    templates: (list.data ?? []).map((t): SavedFilterTemplate => ({ id: t.id, name: t.name, filters: t.filters })),
    templatesLoading: list.isPending,
    templatesError: list.error ? (isApiError(list.error) ? list.error.message : String(list.error)) : null,
    onReloadTemplates: () => void list.refetch(),
    onSaveTemplate: async (name: string, filters: Record<string, unknown>) => {
      await add.mutateAsync({ scene, name, filters });
      await reload();
    },
    onRenameTemplate: async (template: SavedFilterTemplate, name: string) => {
      await rename.mutateAsync({ id: Number(template.id), name });
      await reload();
    },
    onDeleteTemplate: async (template: SavedFilterTemplate) => {
      await remove.mutateAsync({ id: Number(template.id) });
      await reload();
    },
  };
}
