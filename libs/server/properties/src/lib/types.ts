// Which property types a media declares (its port's `properties`, learnt at run time), and whether the caller
// may open a type's page: the page's flags beyond the role (FLOW_POOL_BUTTON, SHOW_QIANCHUAN_BUTTON,
// showBilibili), read from the same function the route table uses, so a hidden page is also a closed call.
import { MEDIA_REGISTRY, PROPERTY_PAGES, propertyPageRequirements, type MediaCode, type PropertyPage } from '@toufang/domain';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { forbidden, TEXTS, type SessionUser } from '@toufang/server-http';
import type { MediaPorts } from '@toufang/server-context';
import type { PropertyTypeSpec } from '@toufang/server-media';
import { notFound, PROPERTY_TEXTS } from './texts';

/** The media's declaration of a type; 404 for a type it does not have. */
export function propertyTypeOf(ports: MediaPorts, media: MediaCode, type: string): PropertyTypeSpec {
  const spec = ports.port(media).properties.find((p) => p.type === type);
  if (!spec) throw notFound(PROPERTY_TEXTS.TYPE_UNKNOWN(MEDIA_REGISTRY[media].displayName, type));
  return spec;
}

const isPage = (type: string): type is PropertyPage => Object.hasOwn(PROPERTY_PAGES, type);

/** 403 when the type's page needs a flag the caller lacks (the route table hides it from them). */
export async function checkPageRequirements(db: Queryable, session: SessionUser, media: MediaCode, type: string): Promise<void> {
  if (!isPage(type)) return;
  const needs = propertyPageRequirements(media, type);
  if (needs.buttonConfig && !session.permissions.has(needs.buttonConfig)) throw forbidden(TEXTS.FORBIDDEN);
  if (needs.showBilibili) {
    const user = await sqlOn(db).selectFrom('users').select('show_bilibili').where('id', '=', session.userId).executeTakeFirst();
    if (Number(user?.show_bilibili) !== 1) throw forbidden(TEXTS.FORBIDDEN);
  }
}

/** The type's declaration, when the caller may open its page: 404 for a type the media lacks, 403 for a flag. */
export async function openedType(ports: MediaPorts, db: Queryable, session: SessionUser, media: MediaCode, type: string): Promise<PropertyTypeSpec> {
  const spec = propertyTypeOf(ports, media, type);
  await checkPageRequirements(db, session, media, type);
  return spec;
}
