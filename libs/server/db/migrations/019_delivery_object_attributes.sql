-- What a media reports of a delivery object beyond the shared fields, under its own field names (巨量千川's
-- plans: 营销目标 and the 抖音号 of their live room), for the media's own columns on the delivery tables.
ALTER TABLE delivery_objects ADD COLUMN attributes jsonb NOT NULL DEFAULT '{}'::jsonb;
