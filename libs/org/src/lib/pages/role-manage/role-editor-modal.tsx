// The permission editor of a custom role (2.0 model): name, base role, description, the desk's whole menu as
// a checkbox tree, the action codes and the home page. What it saves is the tree my-tree answers the role's
// users, so the menu they see after their next login is exactly what was checked here.
import { useId, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
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
import { Checkbox, DeskModal, Input, RefusalText, Select, TextArea, Tree, Typography, type IndexedTreeNode, type TreeDataNode, type TreeValue } from '@toufang/ui';
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

export function RoleEditorModal({ role, catalogue, onClose, onSaved }: RoleEditorModalProps) {
  const id = useId();
  const initial = useMemo(() => selectionFromMenuTree(catalogue, role?.menuTree ?? []), [catalogue, role]);
  const [name, setName] = useState(role?.name ?? '');
  const [baseRole, setBaseRole] = useState<LegacyRole>(role?.baseRole ?? DEFAULT_BASE_ROLE);
  const [description, setDescription] = useState(role?.description ?? '');
  const [checked, setChecked] = useState<ReadonlySet<string>>(initial.checked);
  const [homePage, setHomePage] = useState<string | null>(initial.homePage);
  const [actions, setActions] = useState<ReadonlySet<ButtonConfigFlag>>(() => new Set(role?.actions ?? []));
  const [nameError, setNameError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation(saveRoleMutation);

  const treeData = useMemo(() => toTreeData(catalogue), [catalogue]);
  const leafCodes = useMemo(() => new Set(catalogueLeaves(catalogue).map((leaf) => leaf.code)), [catalogue]);
  const fixed = useMemo(() => fixedLeaves(catalogue), [catalogue]);
  const paths = useMemo(() => pathTitles(catalogue), [catalogue]);
  const options = homePageOptions(catalogue, checked);
  const home = homePage && options.some((o) => o.code === homePage) ? homePage : null;

  const changeTree = (value: TreeValue[]) => {
    setChecked(new Set([...value.map(String).filter((code) => leafCodes.has(code)), ...fixed]));
    setRefusal(null);
  };

  const toggleAction = (code: ButtonConfigFlag, on: boolean) => {
    setActions((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  };

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(T.NAME_REQUIRED);
      return;
    }
    setRefusal(null);
    save.mutate(
      {
        ...(role?.id ? { id: role.id } : {}),
        name: trimmed,
        baseRole,
        description: description.trim(),
        menuTree: menuTreeFromSelection(catalogue, { checked, homePage: home }),
        actions: ACTION_CODES.filter((code) => actions.has(code)),
      },
      {
        onSuccess: (saved) => {
          if (saved) onSaved(saved);
        },
        onError: (error) => setRefusal(isApiError(error) ? error.message : String(error)),
      },
    );
  };

  return (
    <DeskModal
      visible
      width={880}
      title={role ? `${T.EDIT_TITLE}：${role.name}` : T.CREATE}
      okText={T.SAVE}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={save.isPending}
    >
      <div className="tf-role-editor">
        <div className="tf-role-editor__fields">
          <div className="tf-role-editor__field">
            <label className="tf-role-editor__label" htmlFor={`${id}-name`}>
              {T.NAME}
            </label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={ROLE_FIELD_LIMITS.NAME}
              placeholder={T.NAME_PLACEHOLDER}
              validateStatus={nameError ? 'error' : 'default'}
              aria-invalid={Boolean(nameError)}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              onChange={(value) => {
                setName(value);
                setNameError(null);
                setRefusal(null);
              }}
            />
            {nameError ? (
              <Typography.Text type="danger" id={`${id}-name-error`} role="alert">
                {nameError}
              </Typography.Text>
            ) : null}
          </div>
          <div className="tf-role-editor__field">
            <span className="tf-role-editor__label" id={`${id}-base-label`}>
              {T.BASE_ROLE}
            </span>
            <Select
              aria-labelledby={`${id}-base-label`}
              value={baseRole}
              style={{ width: '100%' }}
              optionList={LEGACY_ROLES.map((code) => ({ value: code, label: ROLE_NAMES[code] }))}
              onChange={(value) => setBaseRole(value as LegacyRole)}
            />
            <Typography.Text type="tertiary" size="small">
              {T.BASE_ROLE_HINT}
            </Typography.Text>
          </div>
          <div className="tf-role-editor__field tf-role-editor__field--wide">
            <label className="tf-role-editor__label" htmlFor={`${id}-description`}>
              {T.DESCRIPTION}
            </label>
            <TextArea
              id={`${id}-description`}
              value={description}
              maxCount={ROLE_FIELD_LIMITS.DESCRIPTION}
              maxLength={ROLE_FIELD_LIMITS.DESCRIPTION}
              autosize={{ minRows: 2, maxRows: 4 }}
              placeholder={T.DESCRIPTION_PLACEHOLDER}
              onChange={(value: string) => setDescription(value)}
            />
          </div>
        </div>
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
              value={[...checked]}
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
                  <Checkbox key={code} checked={actions.has(code)} onChange={(e) => toggleAction(code, Boolean(e.target.checked))}>
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
                onChange={(value) => setHomePage(typeof value === 'string' ? value : null)}
                onClear={() => setHomePage(null)}
              />
              <Typography.Text type="tertiary" size="small">
                {T.HOME_PAGE_HINT}
              </Typography.Text>
            </section>
          </div>
        </div>
        <RefusalText message={refusal} />
      </div>
    </DeskModal>
  );
}
