// `npm run restore` lists the backups of the embedded stores; `npm run restore -- <name>` restores one (stop
// the desk first). The data folder and metrics file come from the same environment as the server's
// (TOUFANG_DATA_DIR, TOUFANG_METRICS, TOUFANG_METRICS_PATH; apps/api/README.md).
import { DEFAULT_DATA_DIR } from '../config';
import { metricsOptionsFromEnv } from '@toufang/server-metrics';
import { backupsDirOf, listBackups, RESTORE_COMMAND } from './backup';
import { restoreBackup, RESTORE_TEXTS } from './restore';

const dataDir = process.env.TOUFANG_DATA_DIR || DEFAULT_DATA_DIR;
const metrics = metricsOptionsFromEnv(process.env, dataDir);
const files = {
  dataDir,
  metricsPath: metrics.engine === 'duckdb' && metrics.path && metrics.path !== ':memory:' ? metrics.path : null,
  backupsDir: backupsDirOf(dataDir),
};
const name = process.argv[2];

try {
  if (!name) {
    const backups = listBackups(files.backupsDir);
    if (backups.length === 0) console.log(RESTORE_TEXTS.noBackups(files.backupsDir));
    else {
      console.log(`备份（${files.backupsDir}），最新的在前：`);
      for (const b of backups) {
        const parts = [b.pglite ? '数据库' : '', b.duckdb ? '指标库' : ''].filter(Boolean).join('、');
        console.log(`  ${b.name}  ${b.takenAt.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}  ${parts}`);
      }
      console.log(`恢复其中一个（先停止服务）：${RESTORE_COMMAND} -- <备份名>`);
    }
  } else {
    const restored = await restoreBackup(files, name);
    console.log(`已恢复备份 ${restored.backup.name}。`);
    for (const aside of restored.keptAside) console.log(`  原来的数据已改名保留：${aside}`);
    console.log('现在可以启动服务（npm start）。');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
