// 新建定向包 (bilibili-app/property/target-add, shell spec §2.3 target-add): the pack list with its 新建 open, the
// targeting editor over a new pack (the kit's list opens it for ?create=1), as the other media's page.
import { Navigate } from 'react-router';

export default function PropertyTargetAddPage() {
  return <Navigate to="../target?create=1" relative="path" replace />;
}
