// 创建报告 (shell spec §2.3 hidden batch-creation route add-report): the creation kit's report of this media.
import { CreationReportPage } from '@toufang/creation-kit/tasks';

export default function AddReportPage() {
  return <CreationReportPage media="toutiao" />;
}
