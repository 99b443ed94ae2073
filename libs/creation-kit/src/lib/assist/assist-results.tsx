// What a proposal shows: the ranked materials (with why one is left out), the ranked titles with their word-pack
// variants, each account's bid and budget with the basis in words, and the groups 采用建议 puts in the template.
import type { Schemas } from '@toufang/api';
import { Tag, Typography } from '@toufang/ui';
import { templateBid, type AssistProposal } from './assist-body';
import { ASSIST_TEXTS as T } from './texts';

type Material = Schemas['CreationAssistMaterial'];

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;
const money = (n: number | null) => (n === null ? T.NONE : n.toFixed(2));

function MaterialRow({ m }: { m: Material }) {
  const f = m.figures;
  return (
    <tr data-testid={`assist-material-${m.id}`} className={m.rank === null ? 'assist-excluded' : undefined}>
      <td>{m.rank ?? T.NONE}</td>
      <td>
        <img className="assist-thumb" src={m.thumbnailUrl} alt="" loading="lazy" />
        <span>{m.name}</span>
        {m.excludedReason ? <Tag color="red">{`${T.EXCLUDED}：${m.excludedReason}`}</Tag> : null}
        {m.rank !== null && m.lowEfficiencyAccountIds.length > 0 ? <Tag color="orange">{T.LOW_IN(m.lowEfficiencyAccountIds.length)}</Tag> : null}
      </td>
      {f ? (
        <>
          <td>{f.show}</td>
          <td>{f.click}</td>
          <td>{f.convert}</td>
          <td>{money(f.cost)}</td>
        </>
      ) : (
        <td colSpan={4}>{T.NO_FIGURES}</td>
      )}
      <td>{percent(m.smoothed.ctr)}</td>
      <td>{percent(m.smoothed.cvr)}</td>
      <td>{money(m.smoothed.cpa)}</td>
      <td>{m.score.toFixed(2)}</td>
    </tr>
  );
}

export function AssistResults({ proposal }: { proposal: AssistProposal }) {
  const names = new Map(proposal.accounts.map((a) => [a.accountId, a.name]));
  const accounts = proposal.proposal.accountIds;
  const groups = proposal.proposal.materials.groups;
  const bid = templateBid(proposal);
  return (
    <div className="assist-results">
      <section aria-label={T.MATERIALS}>
        <Typography.Title heading={5}>{T.MATERIALS}</Typography.Title>
        <table className="assist-table">
          <thead>
            <tr>
              <th>{T.RANK}</th>
              <th>{T.NAME}</th>
              <th>{T.SHOW}</th>
              <th>{T.CLICK}</th>
              <th>{T.CONVERT}</th>
              <th>{T.COST}</th>
              <th>{T.SMOOTHED_CTR}</th>
              <th>{T.SMOOTHED_CVR}</th>
              <th>{T.SMOOTHED_CPA}</th>
              <th>{T.SCORE}</th>
            </tr>
          </thead>
          <tbody>
            {proposal.materials.map((m) => (
              <MaterialRow key={m.id} m={m} />
            ))}
          </tbody>
        </table>
      </section>

      <section aria-label={T.TITLES}>
        <Typography.Title heading={5}>{T.TITLES}</Typography.Title>
        <table className="assist-table">
          <thead>
            <tr>
              <th>{T.RANK}</th>
              <th>{T.TITLE_TEXT}</th>
              <th>{T.SMOOTHED_CTR}</th>
              <th>{T.SCORE}</th>
              <th>{T.VARIANTS}</th>
            </tr>
          </thead>
          <tbody>
            {proposal.titles.map((t) => (
              <tr key={t.text}>
                <td>{t.rank}</td>
                <td>{t.text}</td>
                <td>{percent(t.smoothed.ctr)}</td>
                <td>{t.score.toFixed(2)}</td>
                <td>{t.variants.length > 0 ? t.variants.join('；') : T.NONE}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-label={T.BIDS}>
        <Typography.Title heading={5}>{T.BIDS}</Typography.Title>
        <table className="assist-table">
          <thead>
            <tr>
              <th>{T.ACCOUNT}</th>
              <th>{T.BID}</th>
              <th>{T.BUDGET}</th>
              <th>{T.BASIS}</th>
            </tr>
          </thead>
          <tbody>
            {proposal.accounts.map((a) => (
              <tr key={a.accountId}>
                <td>{a.name}</td>
                <td>{money(a.bid.value)}</td>
                <td>{money(a.budget.value)}</td>
                <td>
                  {a.basis}
                  {a.proposed ? null : <Tag color="grey">{T.NOT_PROPOSED}</Tag>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {bid.mixed && bid.value !== null ? <Typography.Text type="tertiary">{T.MEDIAN_BID(bid.value.toFixed(2))}</Typography.Text> : null}
      </section>

      <section aria-label={T.PROPOSAL}>
        <Typography.Title heading={5}>{T.PROPOSAL}</Typography.Title>
        <ul className="assist-groups">
          {accounts.map((id, k) => {
            const own = groups.filter((_, j) => j % accounts.length === k);
            return (
              <li key={id}>
                <div>{T.GROUPS_OF(names.get(id) ?? String(id), own.length)}</div>
                <ol>
                  {own.map((g) => (
                    <li key={g.key}>{g.name}</li>
                  ))}
                </ol>
              </li>
            );
          })}
          <li>{T.TITLE_GROUPS_PROPOSED(proposal.proposal.titles.groups.length)}</li>
        </ul>
      </section>
    </div>
  );
}
