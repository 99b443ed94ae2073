// Every creation route of this media (ad-speed-create[/variant]/:temp_id, full screen): the creation kit's
// editor with the media's own creation rules (TOUTIAO_CREATION), the variant picked from the route.
import { CreationRoutePage } from '@toufang/creation-kit/editor';
import { TOUTIAO_CREATION } from '@toufang/media-toutiao-limits';

export default function AdSpeedCreatePage() {
  return <CreationRoutePage variants={TOUTIAO_CREATION} />;
}
