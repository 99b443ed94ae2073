// 自动创建任务 (shell spec §2.3): this media's batch-creation tasks on the creation kit's tasks page.
import { CreationTasksPage } from '@toufang/creation-kit/tasks';

export default function AutoCreateTaskPage() {
  return <CreationTasksPage media="kuaishou" title="自动创建任务" />;
}
