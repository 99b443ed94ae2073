// The local receivers as a process (docs/design/tools.md §4.3): started beside a desk, they take the robots'
// webhooks and the desk's mail on this machine and show them at GET /inbox. Prints the configuration the desk's
// server needs to reach them, and stops on SIGINT or SIGTERM.
import { startReceivers } from '@toufang/server-notify/receivers';
import { receiversOptionsFromEnv } from './options';

const options = receiversOptionsFromEnv(process.env, process.cwd());
const receivers = await startReceivers(options);
process.stdout.write(
  [
    `receivers: robots at ${receivers.httpUrl}/{wecom,feishu,dingtalk}/<key>, inbox at ${receivers.httpUrl}/inbox, mail at ${receivers.smtpUrl}, kept in ${options.dir}`,
    `receivers: give the desk's server TOUFANG_PUSH_ALLOW=${receivers.env.TOUFANG_PUSH_ALLOW} TOUFANG_SMTP_URL=${receivers.env.TOUFANG_SMTP_URL}`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void receivers.close().then(() => process.exit(0));
  });
}
