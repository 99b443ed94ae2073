// The permission editor of a custom role (2.0 model): name, base role, description, the desk's whole menu as
// a checkbox tree, the action codes and the home page. What it saves is the tree my-tree answers the role's
// users, so the menu they see after their next login is exactly what was checked here.
import { useId, useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  ACTION_CODES,
  ACTION_NAMES,
  catalogueLeaves,
  fixedLeaves,
  homePageOptions,
  LEGACY_ROLES,
  menuTreeFromSelection,
  ROLE_FIELD_LIMITS,
  ROLE_NAMES,
  SELECT,
  selectionFromMenuTree,
  type ButtonConfigFlag,
  type LegacyRole,
  type PermissionNode,
} from '@toufang/domain';
import { FormLayout, FormModal, REFUSAL_CODES, SelectField, TextAreaField, TextField, useForm } from '@toufang/form-kit';
import { Checkbox, RefusalText, Select, Tree, Typography, type IndexedTreeNode, type TreeDataNode, type TreeValue } from '@toufang/ui';
import { saveRoleMutation } from '../../queries/role-save';
import type { RoleRecord } from '../../queries/roles';
import { ROLE_TEXTS as T } from './role-texts';

/** The base role a new custom role starts from: the optimiser, the most common working role. */
const DEFAULT_BASE_ROLE: LegacyRole = 'OPERATE';

function toTreeData(nodes: readonly PermissionNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    value: node.code,
    label: node.title,
    // The always-kept entry cannot be taken away (shell spec §6): checked and locked.
    disabled: node.fixed || undefined,
    children: node.children.length ? toTreeData(node.children) : undefined,
  }));
}

/** The tree's filter: a page matches when its title holds the typed text (its sections stay, as the tree keeps ancestors). */
const byTitle = (keyword: string, node: IndexedTreeNode) => node.label.includes(keyword.trim());

/** Each code's path of titles, as the tree names its checkboxes ("推广管理-巨量引擎-广告计划"). */
function pathTitles(nodes: readonly PermissionNode[], prefix: readonly string[] = [], out = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    const path = [...prefix, node.title];
    out.set(node.code, path.join(SELECT.PATH_SEPARATOR));
    pathTitles(node.children, path, out);
  }
  return out;
}

export interface RoleEditorModalProps {
  /** The role to change; null creates one. */
  role: RoleRecord | null;
  catalogue: readonly PermissionNode[];
  onClose(): void;
  onSaved(role: RoleRecord): void;
}

interface RoleFormValues {
  name: string;
  baseRole: LegacyRole;
  description: string;
  /** The checked pages' codes, sorted (so putting a tick back leaves nothing unsaved). */
  checked: string[];
  homePage: string | null;
  actions: ButtonConfigFlag[];
}

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, T.NAME_REQUIRED)),
  baseRole: z.string(),
  description: z.string().check(z.trim()),
  checked: z.array(z.string()),
  homePage: z.nullable(z.string()),
  actions: z.array(z.string()),
});

const sorted = <T extends string>(values: Iterable<T>) => [...values].sort();

export function RoleEditorModal({ role, catalogue, onClose, onSaved }: RoleEditorModalProps) {
  const id = useId();
  const form = useForm<RoleFormValues, z.output<typeof schema>>({
    initial: () => {
      const initial = selectionFromMenuTree(catalogue, role?.menuTree ?? []);
      return {
        name: role?.name ?? '',
        baseRole: role?.baseRole ?? DEFAULT_BASE_ROLE,
        description: role?.description ?? '',
        checked: sorted(initial.checked),
        homePage: initial.homePage,
        actions: ACTION_CODES.filter((code) => role?.actions.includes(code)),
      };
    },
    schema,
    refusalFields: { [REFUSAL_CODES.NAME_TAKEN]: 'name' },
  });
  const save = useMutation(saveRoleMutation);
  const { checked, actions } = form.values;

  const treeData = useMemo(() => toTreeData(catalogue), [catalogue]);
  const leafCodes = useMemo(() => new Set(catalogueLeaves(catalogue).map((leaf) => leaf.code)), [catalogue]);
  const fixed = useMemo(() => fixedLeaves(catalogue), [catalogue]);
  const paths = useMemo(() => pathTitles(catalogue), [catalogue]);
  const options = homePageOptions(catalogue, new Set(checked));
  const home = form.values.homePage && options.some((o) => o.code === form.values.homePage) ? form.values.homePage : null;

  const changeTree = (value: TreeValue[]) => form.set('checked', sorted(new Set([...value.map(String).filter((code) => leafCodes.has(code)), ...fixed])));
  const toggleAction = (code: ButtonConfigFlag, on: boolean) =>
    form.set(
      'actions',
      ACTION_CODES.filter((c) => (c === code ? on : actions.includes(c))),
    );

  const submit = () =>
    form.submit((values) =>
      save.mutate(
        {
          ...(role?.id ? { id: role.id } : {}),
          name: values.name,
          baseRole: form.values.baseRole,
          description: values.description,
          menuTree: menuTreeFromSelection(catalogue, { checked: new Set(checked), homePage: home }),
          actions,
        },
        {
          onSuccess: (saved) => {
            form.saved();
            if (saved) onSaved(saved);
          },
          onError: form.refuse,
        },
      ),
    );

  return (
    <FormModal
      visible
      width={880}
      title={role ? `${T.EDIT_TITLE}：${role.name}` : T.CREATE}
      okText={T.SAVE}
      form={form}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={save.isPending}
    >
      <div className="tf-role-editor">
        <FormLayout variant="stacked" className="tf-role-editor__fields">
          <TextField form={form} name="name" label={T.NAME} maxLength={ROLE_FIELD_LIMITS.NAME} placeholder={T.NAME_PLACEHOLDER} />
          <SelectField
            form={form}
            name="baseRole"
            label={T.BASE_ROLE}
            hint={T.BASE_ROLE_HINT}
            options={LEGACY_ROLES.map((code) => ({ value: code, label: ROLE_NAMES[code] }))}
            empty={DEFAULT_BASE_ROLE}
          />
          <div className="tf-role-editor__field--wide">
            <TextAreaField form={form} name="description" label={T.DESCRIPTION} maxLength={ROLE_FIELD_LIMITS.DESCRIPTION} placeholder={T.DESCRIPTION_PLACEHOLDER} />
          </div>
        </FormLayout>
        <div className="tf-role-editor__columns">
          <section className="tf-role-editor__menu" aria-labelledby={`${id}-menu`}>
            <Typography.Title heading={6} id={`${id}-menu`}>
              {T.MENU}
            </Typography.Title>
            <Typography.Text type="tertiary" size="small">
              {T.MENU_HINT}
            </Typography.Text>
            <Tree
              aria-label={T.MENU}
              treeData={treeData}
              nodeKey="value"
              multiple
              filter
              filterNodeMethod={byTitle}
              defaultExpandAll={false}
              tall
              value={checked}
              onChange={changeTree}
            />
          </section>
          <div className="tf-role-editor__side">
            <section aria-labelledby={`${id}-actions`}>
              <Typography.Title heading={6} id={`${id}-actions`}>
                {T.ACTIONS}
              </Typography.Title>
              <div className="tf-role-editor__actions">
                {ACTION_CODES.map((code) => (
                  <Checkbox key={code} checked={actions.includes(code)} onChange={(e) => toggleAction(code, Boolean(e.target.checked))}>
                    {ACTION_NAMES[code]}
                  </Checkbox>
                ))}
              </div>
            </section>
            <section className="tf-role-editor__home">
              <span className="tf-role-editor__label" id={`${id}-home-label`}>
                {T.HOME_PAGE}
              </span>
              <Select
                aria-labelledby={`${id}-home-label`}
                value={home ?? undefined}
                placeholder={T.HOME_PAGE_PLACEHOLDER}
                showClear
                filter
                style={{ width: '100%' }}
                optionList={options.map((leaf) => ({ value: leaf.code, label: paths.get(leaf.code) ?? leaf.title }))}
                onChange={(value) => form.set('homePage', typeof value === 'string' ? value : null)}
                onClear={() => form.set('homePage', null)}
              />
              <Typography.Text type="tertiary" size="small">
                {T.HOME_PAGE_HINT}
              </Typography.Text>
            </section>
          </div>
        </div>
        <RefusalText message={form.refusal} />
      </div>
    </FormModal>
  );
}
