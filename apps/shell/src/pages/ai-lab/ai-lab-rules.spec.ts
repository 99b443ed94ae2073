import { describe, expect, it } from 'vitest';
import { AI_LAB_TEST_ROUTES as ROUTES, labUser } from './ai-lab-fixture';
import { aiLabCards } from './ai-lab-rules';

const ALL_FLAGS = ['AI_LAB_BUTTON', 'AI_AIDE_CONFIG_BUTTON', 'USER_LIB_BUTTON', 'SHOW_QIANCHUAN_BUTTON'] as const;

describe('the cards of AI实验室', () => {
  it('gives an administrator with every flag each AI function, linked to its pages', () => {
    expect(aiLabCards(ROUTES, labUser('ADMIN', ALL_FLAGS))).toEqual([
      {
        key: 'aiAssistant',
        title: 'AI助手',
        description: expect.any(String),
        links: [
          { name: 'aiAssistantRulesManager', label: '规则管理', to: '/tools-app/tool/ai-assistant/rules-manager' },
          { name: 'aiAssistantExecutionRecord', label: '执行记录', to: '/tools-app/tool/ai-assistant/execution-record' },
        ],
      },
      {
        key: 'aiCreate',
        title: 'AI创建广告',
        description: expect.any(String),
        // A plain first variant has no segment of its own; qianchuan's first is live.
        links: [
          { name: 'toutiaoAdAiCreate', label: '巨量引擎', to: '/toutiao-app/ad/ad-ai-create/default/new' },
          { name: 'qianchuanAdAiCreate', label: '巨量千川', to: '/qianchuan-app/ad/ad-ai-create/live/new' },
        ],
      },
      { key: 'aiExpand', title: 'AI扩量', description: expect.any(String), links: [{ name: 'dmpAiExpand', label: 'AI扩量', to: '/common-app/assets/dmp/ai-expand' }] },
    ]);
  });

  it('leaves out what a flag turned off closes', () => {
    const cards = aiLabCards(ROUTES, labUser('OPERATE', ['AI_LAB_BUTTON', 'USER_LIB_BUTTON']));
    expect(cards.map((card) => [card.key, card.links.map((link) => link.name)])).toEqual([
      ['aiCreate', ['toutiaoAdAiCreate']],
      ['aiExpand', ['dmpAiExpand']],
    ]);
  });

  it('gives a designer none (the optimisers’ areas)', () => {
    expect(aiLabCards(ROUTES, labUser('DESIGNER', ALL_FLAGS))).toEqual([]);
  });

  it('follows a 2.0 menu tree for menu pages and the role for hidden working pages', () => {
    const tree = [{ code: 'assets', children: [{ code: 'dmpAiExpand' }] }];
    const cards = aiLabCards(ROUTES, labUser('OPERATE', ALL_FLAGS, tree));
    expect(cards.map((card) => [card.key, card.links.map((link) => link.name)])).toEqual([
      ['aiCreate', ['toutiaoAdAiCreate', 'qianchuanAdAiCreate']],
      ['aiExpand', ['dmpAiExpand']],
    ]);
  });
});
