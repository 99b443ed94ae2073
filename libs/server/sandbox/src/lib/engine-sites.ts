// The sandbox media's public side of its H5 sites (docs/design/properties.md §6.7, §6.8): a published site's
// page, the leads (线索) its form sends, kept with their time and counted on the site (a change, so the desk's
// next sync reads the count as a media's API reports it), and which of its materials a page shows. These are
// found by id alone, as a media's public site is, and never by an advertiser's token.
import { sql as raw } from 'kysely';
import { sqlOn } from '@toufang/server-db';
import { SandboxAudiences } from './engine-audiences';
import { json } from './engine-support';

/** What a lead to a site came to (kept, or refused in the page's words) and the page the site answers it with. */
export interface SiteLeadOutcome {
  readonly ok: boolean;
  readonly page: string;
}

/** One of the media's materials as its public address serves it: whose it is and which file (its md5). */
export interface SandboxMaterialFile {
  readonly advertiserId: string;
  readonly kind: 'image' | 'video';
  readonly signature: string;
}

export abstract class SandboxSites extends SandboxAudiences {
  /**
   * The public page of one of the media's objects (an H5 site, getSandboxSite), found by its id alone as a
   * media's site is; null when there is none: unknown, deleted, a type without pages, or a draft.
   */
  sitePage(id: string): Promise<string | null> {
    return this.call(async () => {
      const row = await this.liveRow(id);
      const spec = row ? this.declared(row.property_type) : undefined;
      return row && spec?.page ? spec.page(row.name, row.values, row.property_id) : null;
    });
  }

  /**
   * A lead a published site's form sent (addSandboxSiteLead): checked by the type against the site's own form,
   * then kept with the time and counted on the site. Null when no published site of that id takes leads.
   */
  siteLead(id: string, sent: Readonly<Record<string, unknown>>): Promise<SiteLeadOutcome | null> {
    return this.call(async () => {
      const row = await this.liveRow(id);
      const spec = row ? this.declared(row.property_type) : undefined;
      if (!row || !spec?.lead || !spec.page?.(row.name, row.values, id)) return null;
      const lead = spec.lead.take(row.values, sent);
      if ('problem' in lead) return { ok: false, page: spec.lead.page(id, lead.problem) };
      const now = new Date(this.clock.now());
      await this.db.transaction(async (tx) => {
        const q = sqlOn(tx);
        await q.insertInto('sandbox_site_leads').values({ media_code: this.media, property_id: id, answers: json(lead.answers), created_at: now }).execute();
        await q
          .updateTable('sandbox_properties')
          .set({ leads: raw<number>`leads + 1`, change_seq: raw<number>`nextval('sandbox_change_seq')` })
          .where('media_code', '=', this.media)
          .where('property_id', '=', id)
          .execute();
      });
      return { ok: true, page: spec.lead.page(id, null) };
    });
  }

  /** One of the media's materials, for its public address (getSandboxMaterial); null when it has none of that id. */
  materialFile(id: string): Promise<SandboxMaterialFile | null> {
    return this.call(async () => {
      const row = await this.q
        .selectFrom('sandbox_materials')
        .select(['advertiser_id', 'kind', 'signature'])
        .where('media_code', '=', this.media)
        .where('material_id', '=', id)
        .executeTakeFirst();
      return row ? { advertiserId: row.advertiser_id, kind: row.kind as 'image' | 'video', signature: row.signature } : null;
    });
  }

  private liveRow(id: string) {
    return this.q
      .selectFrom('sandbox_properties')
      .selectAll()
      .where('media_code', '=', this.media)
      .where('property_id', '=', id)
      .where('state', '<>', 'deleted')
      .executeTakeFirst();
  }
}
