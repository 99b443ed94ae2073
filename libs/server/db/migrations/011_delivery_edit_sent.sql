-- When a chunk of an edit's rows was handed to the media: a row sent without an answer (the worker died
-- during the call) is checked against the media's current value before anything is sent again.
ALTER TABLE delivery_edit_items ADD COLUMN sent_at timestamptz;
