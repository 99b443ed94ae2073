// @vitest-environment jsdom
// jsdom, not the default happy-dom: it parses HTML for DOMPurify as a browser does (vitest.shared.ts).
import { describe, expect, it } from 'vitest';
import { sanitizeMessageHtml } from './sanitize-message';

describe('sanitizeMessageHtml', () => {
  it('drops scripts and event-handler attributes and keeps the text (the seed message)', () => {
    const html = sanitizeMessageHtml(
      '<p>这条消息用于验证前端的内容过滤。</p><img src="x" onerror="alert(\'xss\')"><script>alert(\'xss\')</script><p>过滤后只应显示文字。</p>',
    );
    expect(html).toBe('<p>这条消息用于验证前端的内容过滤。</p><img src="x"><p>过滤后只应显示文字。</p>');
  });

  it('drops javascript: links, styles and forms but keeps ordinary markup and links', () => {
    expect(sanitizeMessageHtml('<a href="javascript:alert(1)">点我</a>')).toBe('<a>点我</a>');
    expect(sanitizeMessageHtml('<style>body{display:none}</style><p style="color:red">提示</p>')).toBe('<p>提示</p>');
    expect(sanitizeMessageHtml('<form action="/x"><input name="p"></form>')).not.toMatch(/<form/);
    expect(sanitizeMessageHtml('<h3>标题</h3><ul><li>一</li></ul><strong>注意</strong><a href="/tools-app/tool/task-center">任务中心</a>')).toBe(
      '<h3>标题</h3><ul><li>一</li></ul><strong>注意</strong><a href="/tools-app/tool/task-center">任务中心</a>',
    );
  });
});
