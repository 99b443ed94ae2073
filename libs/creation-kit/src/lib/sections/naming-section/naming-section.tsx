// 命名规则: one wildcard input per level (widgets spec §2: keyword with its counter, the chips of naming.ts), its
// length bounded by the level's name length, with an example of the name it gives.
import { useId } from 'react';
import { NAME_WILDCARDS, resolveName, type CreationDimension, type CreationTemplateBody, type CreationVariantSpec, type DeliveryLevel, type NameRule, type NameToken } from '@toufang/domain';
import { Card, Typography, WildcardInput } from '@toufang/ui';
import { nameChips, ruleToText, textToRule } from '../../naming/name-rule-text';
import { CREATION_KIT_TEXTS as T } from '../../texts';

const DIMENSION_TOKEN: Record<CreationDimension, NameToken> = { targeting: 'targeting', materials: 'material', titles: 'title' };

/** The chips of a level: a dimension's only where the level or a parent is split by it, 重复 only for REPEAT. */
export function levelTokens(spec: CreationVariantSpec, level: DeliveryLevel, repeats: boolean): NameToken[] {
  const index = spec.levels.findIndex((l) => l.level === level);
  const dims = new Set(spec.levels.slice(0, index + 1).flatMap((l) => l.dimensions));
  const dimensionTokens = new Set(Object.values(DIMENSION_TOKEN));
  return NAME_WILDCARDS.map((w) => w.id).filter((token) => {
    if (token === 'repeat') return repeats;
    if (dimensionTokens.has(token)) return [...dims].some((d) => DIMENSION_TOKEN[d] === token);
    return true;
  });
}

/** The name the rule gives the first object of the first account, for the example under the input. */
function exampleName(rule: NameRule, body: CreationTemplateBody, spec: CreationVariantSpec, now: number): string {
  return resolveName(rule, {
    now,
    account: body.accounts[0]?.name ?? '账户',
    targeting: body.targeting.packs[0]?.name,
    material: body.materials.groups[0]?.name,
    title: body.titles.groups[0]?.titles[0],
    seq: 1,
    repeat: 1,
    variant: spec.title,
  });
}

export interface NamingSectionProps {
  spec: CreationVariantSpec;
  body: CreationTemplateBody;
  onChange: (level: DeliveryLevel, rule: NameRule) => void;
  now: () => number;
}

export function NamingSection({ spec, body, onChange, now }: NamingSectionProps) {
  const headingId = useId();
  const repeats = body.submission.adsSubmitRule === 'REPEAT';
  return (
    <section aria-labelledby={headingId} className="tf-creation__section">
      <Card title={<h2 id={headingId} className="tf-creation__heading">{T.SECTIONS.NAMING}</h2>}>
        {spec.levels.map((level) => {
          const rule = body.naming[level.level];
          const labelId = `${headingId}-${level.level}`;
          return (
            <div key={level.level} className="tf-creation__naming" role="group" aria-labelledby={labelId}>
              <Typography.Text strong id={labelId}>
                {T.NAMING.LEVEL(level.label)}
              </Typography.Text>
              <WildcardInput
                value={ruleToText(rule)}
                onChange={(text) => onChange(level.level, textToRule(text))}
                maxLength={level.nameMaxLength}
                items={nameChips(levelTokens(spec, level.level, repeats))}
                placeholder={T.NAMING.LEVEL(level.label)}
                aria-label={T.NAMING.LEVEL(level.label)}
                showSaveDefault={false}
              />
              {rule ? (
                <Typography.Text type="tertiary" size="small">
                  {T.NAMING.EXAMPLE(exampleName(rule, body, spec, now()))}
                </Typography.Text>
              ) : null}
            </div>
          );
        })}
      </Card>
    </section>
  );
}
