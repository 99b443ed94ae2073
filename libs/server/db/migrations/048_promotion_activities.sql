-- 推广活动 (issue 23, docs/design/tools.md §5.1, libs/server/monitoring): the monitoring activities (the media's
-- monitoring properties: toutiao 监测活动, gdt 小游戏监测, bilibili 监测链接) the desk watches, with the click and
-- impression monitoring URLs as the property held them when last synced, and the clicks and conversions each
-- received per China day as the media's monitorReport answered them. A sync of a day replaces that day's row
-- (primary key (activity_id, day)), so syncing again never doubles a figure.
CREATE TABLE promotion_activities (
  id             serial PRIMARY KEY,
  customer_id    integer NOT NULL REFERENCES customers (id),
  media          text NOT NULL,
  account_id     integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  -- The desk's copy of the property (media_properties.id) and its id on the media.
  property_id    bigint NOT NULL REFERENCES media_properties (id) ON DELETE CASCADE,
  media_property_id text NOT NULL,
  name           text NOT NULL,
  click_url      text NOT NULL,
  impression_url text,
  watched        boolean NOT NULL DEFAULT true,
  created_by     integer REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  synced_at      timestamptz
);
-- One activity per monitoring property.
CREATE UNIQUE INDEX promotion_activities_property ON promotion_activities (property_id);
CREATE INDEX promotion_activities_by_company ON promotion_activities (customer_id, created_at DESC);
CREATE INDEX promotion_activities_by_account ON promotion_activities (account_id);

CREATE TABLE promotion_activity_days (
  activity_id integer NOT NULL REFERENCES promotion_activities (id) ON DELETE CASCADE,
  day         date NOT NULL,
  clicks      integer NOT NULL CHECK (clicks >= 0),
  conversions integer NOT NULL CHECK (conversions >= 0),
  synced_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (activity_id, day)
);
