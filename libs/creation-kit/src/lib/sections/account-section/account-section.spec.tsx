import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, setApiClient } from '@toufang/api';
import type { CreationTemplateBody } from '@toufang/domain';
import { accountProblems } from '../level-section/level-rules';
import { setAccountId, setAccounts } from '../../editor/editor-state';
import { sampleBody, serveCreation, TEST_SPEC } from '../../../testing';
import { AccountSection } from './account-section';

afterEach(() => setApiClient(null));

const REQUIRED_ID = { ...TEST_SPEC, levels: TEST_SPEC.levels.map((l) => ({ ...l, fields: l.fields.map((f) => (f.perAccount ? { ...f, required: true } : f)) })) };

function Harness() {
  // Accounts chosen before their ids were typed.
  const [body, setBody] = useState(() => {
    const b = sampleBody() as CreationTemplateBody;
    return { ...b, accounts: b.accounts.map((a) => ({ ...a, ids: {} })) };
  });
  return (
    <AccountSection
      spec={REQUIRED_ID}
      body={body}
      onAccounts={(a) => setBody((b) => setAccounts(b, a))}
      onAccountId={(id, key, value) => setBody((b) => setAccountId(b, id, key, value))}
      errors={accountProblems(REQUIRED_ID, body)}
    />
  );
}

describe('账户', () => {
  it('asks each chosen account for its own ids, marked 沙箱, and says which are missing', async () => {
    serveCreation();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    const section = await screen.findByRole('region', { name: '账户' });
    const ids = within(section).getByRole('table', { name: '各账户的ID' });
    expect(await within(ids).findAllByTestId('sandbox-tag')).toHaveLength(2);
    expect(within(ids).getAllByRole('alert').map((a) => a.textContent)).toEqual(['请填写转化目标ID', '请填写转化目标ID']);
    await userEvent.type(within(ids).getByRole('textbox', { name: '沙箱账户甲的转化目标ID' }), 'CV-1');
    expect(within(ids).getAllByRole('alert')).toHaveLength(1);
  });
});
