import { STORAGE, usesPrivateStorageUpload } from '@toufang/domain';
import { readRuntimeEnv, type RuntimeEnv } from './runtime';

/** The environment configuration with the spec's defaults filled in (shell spec §3, §9). */
export type ResolvedRuntimeEnv = Required<RuntimeEnv>;

/** Path of the external dashboard's report page under the dashboard site (shell spec §2.3: m/report/index). */
export const DASHBOARD_REPORT_PATH = 'm/report/index';

export function runtimeEnv(): ResolvedRuntimeEnv {
  const env = readRuntimeEnv();
  return {
    apiBasePath: env.apiBasePath ?? '',
    uploadBasePath: env.uploadBasePath ?? '',
    isPrivate: env.isPrivate ?? (STORAGE.PRIVATE_FLAG as 0),
    bucketName: env.bucketName ?? STORAGE.BUCKET,
    dashboardUrl: env.dashboardUrl ?? '',
  };
}

/** The private-storage-upload flag handed to sub-applications (shell spec §4). */
export function privateStorageUpload(env: ResolvedRuntimeEnv = runtimeEnv()): boolean {
  return usesPrivateStorageUpload(env.isPrivate, env.bucketName);
}

/** Where the dashboard link and the dashboard identity go: the dashboard site's report page. */
export function dashboardReportUrl(env: ResolvedRuntimeEnv = runtimeEnv()): string {
  return `${env.dashboardUrl.replace(/\/$/, '')}/${DASHBOARD_REPORT_PATH}`;
}
