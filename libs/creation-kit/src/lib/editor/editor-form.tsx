// The editor's sections (docs/design/creation.md §5) as one memoised part: it stays mounted behind the preview,
// and it renders again only when what it shows changes, not when the step or the preview's rows do (rendering
// the whole form on 生成预览 and again when the rows came was most of the preview's long tasks, issue 22).
import { memo, type RefObject } from 'react';
import type { CreationTemplateBody, CreationVariantSpec, DeliveryLevel, LevelSettings } from '@toufang/domain';
import type { SubmissionRuleFormData, SubmissionRuleFormHandle } from '@toufang/ui';
import { AccountSection } from '../sections/account-section/account-section';
import { CombineSection } from '../sections/combine-section/combine-section';
import { LevelSection } from '../sections/level-section/level-section';
import { NamingSection } from '../sections/naming-section/naming-section';
import { TargetingSection } from '../sections/targeting-section/targeting-section';
import { TitleSection } from '../sections/title-section/title-section';
import * as edit from './editor-state';
import { MaterialSection, SubmissionSection } from './lazy-parts';

export interface EditorFormProps {
  spec: CreationVariantSpec;
  body: CreationTemplateBody;
  now: () => number;
  nowDate: () => Date;
  quotaLeft: number | null;
  /** The levels' problems as shown (`level.key` → message); undefined while not shown. */
  levelProblems: Readonly<Record<string, string>> | undefined;
  /** The accounts' problems as shown; undefined while not shown. */
  accountErrors: Readonly<Record<string, string>> | undefined;
  ruleForm: SubmissionRuleFormData;
  ruleRef: RefObject<SubmissionRuleFormHandle | null>;
  /** Every change goes through it (stable: the editor's useCallback). */
  change: (next: (b: CreationTemplateBody) => CreationTemplateBody) => void;
  onLevelField: Partial<Record<DeliveryLevel, (key: string, value: unknown) => void>>;
  onRuleForm: (data: SubmissionRuleFormData) => void;
}

const noop = () => undefined;

export const EditorForm = memo(function EditorForm({ spec, body, now, nowDate, quotaLeft, levelProblems, accountErrors, ruleForm, ruleRef, change, onLevelField, onRuleForm }: EditorFormProps) {
  const levelErrors = (level: DeliveryLevel) => {
    if (!levelProblems) return undefined;
    const out: Record<string, string> = {};
    for (const [key, message] of Object.entries(levelProblems)) if (key.startsWith(`${level}.`)) out[key.slice(level.length + 1)] = message;
    return out;
  };
  const settingsOf = (level: DeliveryLevel): LevelSettings => body.settings[level] ?? {};
  return (
    <>
      <AccountSection
        spec={spec}
        body={body}
        onAccounts={(accounts) => change((b) => edit.setAccounts(b, accounts))}
        onAccountId={(id, key, value) => change((b) => edit.setAccountId(b, id, key, value))}
        errors={accountErrors}
      />
      {spec.levels.map((level) => (
        <LevelSection key={level.level} level={level} settings={settingsOf(level.level)} onChange={onLevelField[level.level] ?? noop} errors={levelErrors(level.level)} />
      ))}
      <TargetingSection media={spec.media} body={body} onChange={(packs) => change((b) => edit.setPacks(b, packs))} />
      <MaterialSection spec={spec} groups={body.materials.groups} onChange={(groups) => change((b) => edit.setMaterialGroups(b, groups))} />
      <TitleSection spec={spec} groups={body.titles.groups} onChange={(groups) => change((b) => edit.setTitleGroups(b, groups))} />
      <CombineSection spec={spec} body={body} onMode={(d, mode) => change((b) => edit.setMode(b, d, mode))} quotaLeft={quotaLeft} />
      <NamingSection spec={spec} body={body} now={now} onChange={(level, rule) => change((b) => edit.setNameRule(b, level, rule))} />
      <SubmissionSection ref={ruleRef} spec={spec} value={ruleForm} now={nowDate} onChange={onRuleForm} />
    </>
  );
});
