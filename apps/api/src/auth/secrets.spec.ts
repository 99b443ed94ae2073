// Unit tests of the secrets: production's start check, and the generated secret kept once beside the data
// folder (reused by every later start, agreed on by processes starting together).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkProductionSecret, keptSecret, MIN_SECRET_LENGTH, secretFromEnv, secretsFile } from './secrets';

const STRONG = 'c0ffee'.repeat(11);

describe('the production start check', () => {
  it('refuses an empty, too short or known secret, naming the variable', () => {
    expect(() => checkProductionSecret('PARTNER_SECRET', undefined)).toThrow('生产环境必须设置环境变量 PARTNER_SECRET（至少32个字符的随机值），服务未启动');
    expect(() => checkProductionSecret('PARTNER_SECRET', '   ')).toThrow('生产环境必须设置环境变量 PARTNER_SECRET');
    expect(() => checkProductionSecret('PARTNER_SECRET', 'x'.repeat(MIN_SECRET_LENGTH - 1))).toThrow(
      '环境变量 PARTNER_SECRET 太短：生产环境至少需要32个字符的随机值，服务未启动',
    );
    for (const known of ['toufang-dev-partner-secret', 'contract-test-secret']) {
      expect(() => checkProductionSecret('PARTNER_SECRET', known)).toThrow('环境变量 PARTNER_SECRET 是代码仓库中公开的值，生产环境不能使用，请换成新的随机值，服务未启动');
    }
    expect(() => checkProductionSecret('PARTNER_SECRET', STRONG)).not.toThrow();
  });

  it('applies to the environment only under NODE_ENV=production; elsewhere an unset secret is left to the kept file', () => {
    expect(() => secretFromEnv({ NODE_ENV: 'production' }, 'partnerSecret')).toThrow('PARTNER_SECRET');
    expect(() => secretFromEnv({ NODE_ENV: 'production', PARTNER_SECRET: '' }, 'partnerSecret')).toThrow('PARTNER_SECRET');
    expect(() => secretFromEnv({ NODE_ENV: 'production', PARTNER_SECRET: 'toufang-dev-partner-secret' }, 'partnerSecret')).toThrow('公开的值');
    expect(secretFromEnv({ NODE_ENV: 'production', PARTNER_SECRET: STRONG }, 'partnerSecret')).toBe(STRONG);
    expect(secretFromEnv({ NODE_ENV: 'development' }, 'partnerSecret')).toBeUndefined();
    expect(secretFromEnv({}, 'partnerSecret')).toBeUndefined();
    expect(secretFromEnv({ PARTNER_SECRET: 'local' }, 'partnerSecret')).toBe('local');
  });
});

describe('the kept secrets', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toufang-secrets-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('live beside the data folder', () => {
    expect(secretsFile(path.join(dir, 'pglite'))).toBe(path.join(dir, 'secrets.json'));
  });

  it('are generated at random once (256 bits, mode 0600) and reused by every later start', () => {
    const file = secretsFile(path.join(dir, 'pglite'));
    const first = keptSecret(file, 'partnerSecret');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ partnerSecret: first });
    expect(keptSecret(file, 'partnerSecret')).toBe(first);
    // Another desk gets another secret.
    expect(keptSecret(path.join(dir, 'other', 'secrets.json'), 'partnerSecret')).not.toBe(first);
    expect(fs.readdirSync(dir).sort()).toEqual(['other', 'secrets.json']);
  });

  it('narrow a kept file readable by others back to 0600', () => {
    const file = path.join(dir, 'secrets.json');
    fs.writeFileSync(file, JSON.stringify({ partnerSecret: STRONG }), { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    expect(keptSecret(file, 'partnerSecret')).toBe(STRONG);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('never overwrite a damaged file, and say which file to repair', () => {
    const file = path.join(dir, 'secrets.json');
    fs.writeFileSync(file, '{"partnerSecret": ');
    expect(() => keptSecret(file, 'partnerSecret')).toThrow(`密钥文件 ${file} 无法读取`);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"partnerSecret": ');
  });

  it('are the same for processes starting together', async () => {
    const file = path.join(dir, 'secrets.json');
    const module = path.join(import.meta.dirname, 'secrets.ts');
    const script = `const { keptSecret } = await import(${JSON.stringify(module)}); process.stdout.write(keptSecret(${JSON.stringify(file)}, 'partnerSecret'));`;
    const run = () => promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 60_000 });
    const outputs = await Promise.all([run(), run(), run(), run()]);
    const values = new Set(outputs.map((o) => o.stdout));
    expect(values.size).toBe(1);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).partnerSecret).toBe([...values][0]);
    expect(fs.readdirSync(dir)).toEqual(['secrets.json']);
  });
});
