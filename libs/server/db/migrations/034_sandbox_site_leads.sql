-- The sandbox 橙子建站's leads (线索): what a published H5 page's form sent, with the time, as the media keeps
-- them for the advertiser; the site counts them (leads) so its list answers 线索数 without a count per row.
CREATE TABLE sandbox_site_leads (
  id          bigserial PRIMARY KEY,
  media_code  text NOT NULL,
  property_id text NOT NULL,
  -- The form's fields by key (name, phone …), each bounded by the site's own form.
  answers     jsonb NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX sandbox_site_leads_by_site ON sandbox_site_leads (media_code, property_id, created_at);
ALTER TABLE sandbox_properties ADD COLUMN leads integer NOT NULL DEFAULT 0;
