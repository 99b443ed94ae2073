// SCAFFOLD (replace): the user-manage page.
import { PageFrame } from '@toufang/ui';

export default function Page() {
  return <PageFrame title="">{null}</PageFrame>;
}
