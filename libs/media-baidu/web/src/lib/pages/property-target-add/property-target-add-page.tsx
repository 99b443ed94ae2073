// 新建定向包 (baidu-app/property/target-add): the pack list with its 新建 open, the targeting editor over
// a new pack (the kit's list opens it for ?create=1), so the console's create link lands on the editor.
import { Navigate } from 'react-router';

export default function PropertyTargetAddPage() {
  return <Navigate to="../target?create=1" relative="path" replace />;
}
