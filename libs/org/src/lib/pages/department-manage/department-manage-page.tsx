// SCAFFOLD (replace): the department-manage page.
import { PageFrame } from '@toufang/ui';

export default function Page() {
  return <PageFrame title="">{null}</PageFrame>;
}
