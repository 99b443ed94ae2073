// Every creation route of this media (ad-speed-create[/variant]/:temp_id, full screen): the creation kit's
// editor with the media's own creation rules (KUAISHOU_CREATION), the variant picked from the route.
import { CreationRoutePage } from '@toufang/creation-kit/editor';
import { KUAISHOU_CREATION } from '@toufang/media-kuaishou-limits';

export default function AdSpeedCreatePage() {
  return <CreationRoutePage variants={KUAISHOU_CREATION} />;
}
