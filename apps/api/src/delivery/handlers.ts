// The delivery API's handlers (tag delivery of the contract), typed by operationId.
import type { components } from '@toufang/api/contract';
import { mediaHasLevel, type DeliveryLevel } from '@toufang/domain';
import { badRequest, CODES, Refusal } from '../contract/envelope';
import type { HandlersFor } from '../contract/handler-types';
import { sqlOn } from '../db/kysely';
import { sessionOf, type RouteDeps } from '../routes/deps';

type Schemas = components['schemas'];

export type DeliveryOperation =
  | 'listDeliveryRows'
  | 'deliveryTrend'
  | 'getDeliveryColumns'
  | 'saveDeliveryColumns'
  | 'startDeliveryEdit'
  | 'getDeliveryEdit'
  | 'undoDeliveryEdit'
  | 'exportDeliveryRows'
  | 'getDeliveryExport'
  | 'downloadDeliveryExport'
  | 'refreshDelivery';

const notYet = () => new Refusal(CODES.NOT_FOUND, '该功能即将开放');

export function deliveryHandlers({ db }: RouteDeps): HandlersFor<DeliveryOperation> {
  const checkLevel = (media: Schemas['MediaCode'], level: DeliveryLevel) => {
    if (!mediaHasLevel(media, level)) throw badRequest('该媒体没有此层级');
  };
  return {
    async listDeliveryRows() {
      throw notYet();
    },
    async deliveryTrend() {
      throw notYet();
    },
    async getDeliveryColumns(ctx) {
      const { media, level } = ctx.body;
      checkLevel(media, level);
      const row = await sqlOn(db)
        .selectFrom('delivery_columns')
        .select('columns')
        .where('user_id', '=', sessionOf(ctx).userId)
        .where('media_code', '=', media)
        .where('level', '=', level)
        .executeTakeFirst();
      return { columns: row?.columns ?? null };
    },
    async saveDeliveryColumns(ctx) {
      const { media, level, columns } = ctx.body;
      checkLevel(media, level);
      const userId = sessionOf(ctx).userId;
      const q = sqlOn(db);
      if (columns === null) {
        await q.deleteFrom('delivery_columns').where('user_id', '=', userId).where('media_code', '=', media).where('level', '=', level).execute();
        return { columns: null };
      }
      const now = new Date();
      await q
        .insertInto('delivery_columns')
        .values({ user_id: userId, media_code: media, level, columns: JSON.stringify(columns), updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'media_code', 'level']).doUpdateSet({ columns: JSON.stringify(columns), updated_at: now }))
        .execute();
      return { columns };
    },
    async startDeliveryEdit() {
      throw notYet();
    },
    async getDeliveryEdit() {
      throw notYet();
    },
    async undoDeliveryEdit() {
      throw notYet();
    },
    async exportDeliveryRows() {
      throw notYet();
    },
    async getDeliveryExport() {
      throw notYet();
    },
    async downloadDeliveryExport() {
      throw notYet();
    },
    async refreshDelivery() {
      throw notYet();
    },
  };
}
