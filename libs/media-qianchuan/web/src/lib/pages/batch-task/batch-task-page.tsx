// 批量任务 (shell spec §2.3, qianchuan's promote section): this media's batch-creation tasks on the creation
// kit's tasks page.
import { CreationTasksPage } from '@toufang/creation-kit/tasks';

export default function BatchTaskPage() {
  return <CreationTasksPage media="qianchuan" title="批量任务" />;
}
