// The server's secrets. None has a value in the repository: each comes from the environment or, when unset
// outside production, is generated at random once and kept in `secrets.json` beside the data folder (where
// metrics.duckdb lives too), so restarts keep it. Production takes them from the environment only and refuses
// to start with an empty, short or known one. Each purpose has its own random value; none is derived from
// another (apps/api/README.md, SECURITY.md).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The secrets by purpose, with the environment variable that sets each. */
export const SECRET_ENV = {
  /** HMAC key of partner (yuc) and market (qunfeng) login tickets; the partners sign with it. */
  partnerSecret: 'PARTNER_SECRET',
} as const;
export type SecretName = keyof typeof SECRET_ENV;

export const SECRETS_FILE_NAME = 'secrets.json';
/** The shortest secret production accepts. */
export const MIN_SECRET_LENGTH = 32;
/** Bytes of a generated secret (256 bits, written as 64 hex characters). */
const GENERATED_BYTES = 32;

/**
 * Values that are, or were, written in the repository (the old development default, the test harness's,
 * the tests'): whoever reads the source knows them, so production never accepts one.
 */
export const KNOWN_SECRETS: readonly string[] = ['toufang-dev-partner-secret', 'contract-test-secret', 'unit-secret', 's'];

export const SECRETS_TEXTS = {
  missing: (name: string) => `生产环境必须设置环境变量 ${name}（至少${MIN_SECRET_LENGTH}个字符的随机值），服务未启动`,
  tooShort: (name: string) => `环境变量 ${name} 太短：生产环境至少需要${MIN_SECRET_LENGTH}个字符的随机值，服务未启动`,
  known: (name: string) => `环境变量 ${name} 是代码仓库中公开的值，生产环境不能使用，请换成新的随机值，服务未启动`,
  unreadable: (file: string, reason: string) => `密钥文件 ${file} 无法读取（${reason}）：请修复或从备份恢复；删除它会生成新密钥，合作方需换用新密钥`,
};

/** Where the generated secrets of a desk whose PGlite folder is `dataDir` are kept. */
export function secretsFile(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), SECRETS_FILE_NAME);
}

/** The start check of production: throws, naming the variable, unless the value is long and not known. */
export function checkProductionSecret(name: string, value: string | undefined): void {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') throw new Error(SECRETS_TEXTS.missing(name));
  if (KNOWN_SECRETS.includes(trimmed)) throw new Error(SECRETS_TEXTS.known(name));
  if (trimmed.length < MIN_SECRET_LENGTH) throw new Error(SECRETS_TEXTS.tooShort(name));
}

/**
 * A secret set in the environment; in production (NODE_ENV=production) checked, and required. Outside
 * production an unset one answers undefined: the server then uses the kept one (keptSecret).
 */
export function secretFromEnv(env: NodeJS.ProcessEnv, name: SecretName): string | undefined {
  const variable = SECRET_ENV[name];
  const value = env[variable];
  if (env.NODE_ENV === 'production') checkProductionSecret(variable, value);
  return value ? value : undefined;
}

function readKept(file: string): Record<string, string> | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(SECRETS_TEXTS.unreadable(file, (error as Error).message));
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('不是 JSON 对象');
    return parsed as Record<string, string>;
  } catch (error) {
    // Never overwrite a damaged file: a new partner secret would silently break every partner's login.
    throw new Error(SECRETS_TEXTS.unreadable(file, (error as Error).message));
  }
}

/**
 * The secret kept in `file` under `name`, generated and written the first time. The file is written whole
 * to a private temporary file and hard-linked into place, which fails when it already exists: of two
 * processes starting together one wins and the other reads the winner's value. Mode 0600.
 */
export function keptSecret(file: string, name: SecretName): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 5; attempt++) {
    const kept = readKept(file);
    const value = kept?.[name];
    if (typeof value === 'string' && value.length >= MIN_SECRET_LENGTH) {
      // A copied or restored file may have lost its mode: only the desk's user reads secrets.
      if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
      return value;
    }
    const next = { ...(kept ?? {}), [name]: randomBytes(GENERATED_BYTES).toString('hex') };
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    try {
      // A new file: link (atomic, never replaces). A kept file lacking this secret (one added in a later
      // version): replaced whole by rename.
      if (kept === null) fs.linkSync(temporary, file);
      else fs.renameSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
    // Read back what is on disk: the value another process linked first wins.
  }
  throw new Error(SECRETS_TEXTS.unreadable(file, '多次写入后仍读不到密钥'));
}
