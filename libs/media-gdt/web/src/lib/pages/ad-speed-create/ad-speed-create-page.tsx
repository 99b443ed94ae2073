// Every creation route of this media (ad-speed-create[/variant]/:temp_id, full screen): the creation kit's
// editor with the media's own creation rules (GDT_CREATION), the variant picked from the route.
import { CreationRoutePage } from '@toufang/creation-kit/editor';
import { GDT_CREATION } from '@toufang/media-gdt-limits';

export default function AdSpeedCreatePage() {
  return <CreationRoutePage variants={GDT_CREATION} />;
}
