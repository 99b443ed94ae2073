-- Comments of the sandbox media (issue 21, docs/design/properties.md §2.7, §6.9) are listed incrementally like
-- every other property type, so each stored comment carries a change sequence: a new one when it is first
-- written (derived from its ad and the clock) and again when a reply, hide, pin or block changes it.
ALTER TABLE sandbox_comments ADD COLUMN change_seq integer NOT NULL DEFAULT nextval('sandbox_change_seq');
CREATE INDEX sandbox_comments_by_change ON sandbox_comments (media_code, advertiser_id, change_seq);
