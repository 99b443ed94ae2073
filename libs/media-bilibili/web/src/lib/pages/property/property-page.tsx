// 哔哩哔哩's property pages (every built type of properties.ts): the property kit's list of the route's type.
import { PropertyRoutePage } from '@toufang/property-kit';
import { PROPERTIES } from '../../properties';

export default function PropertyPage() {
  return <PropertyRoutePage properties={PROPERTIES} />;
}
