-- The delivery edit path learns that a rule can act (issue 23, the tools section): an AI助手 rule's actions and a
-- diagnosis's one-click fixes are rows of ordinary delivery edits, audited with the rule as the actor, and one row
-- of such an edit can be undone on its own.

-- A rule is an actor of its own kind (actor_id its id, actor_name AI助手规则：{name}), so the operation log and the
-- task centre can tell a rule's writes from a person's or a job's.
ALTER TABLE audit_records DROP CONSTRAINT audit_records_actor_kind_check;
ALTER TABLE audit_records ADD CONSTRAINT audit_records_actor_kind_check CHECK (actor_kind IN ('user', 'job', 'system', 'rule'));
ALTER TABLE jobs DROP CONSTRAINT jobs_actor_kind_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_actor_kind_check CHECK (actor_kind IN ('user', 'job', 'system', 'rule'));

-- Where an edit came from: a person (NULL), a round of AI助手 rules or a diagnosis's fix, and that run's or fix's id.
-- A round's edit carries several owners' rules, so it has no one person: user_id NULL (who sees it follows its
-- rows' accounts, as for every edit).
ALTER TABLE delivery_edits ADD COLUMN origin_kind text CHECK (origin_kind IN ('rule_run', 'diagnosis'));
ALTER TABLE delivery_edits ADD COLUMN origin_id integer;
ALTER TABLE delivery_edits ADD CONSTRAINT delivery_edits_origin_check CHECK ((origin_kind IS NULL) = (origin_id IS NULL));
ALTER TABLE delivery_edits ALTER COLUMN user_id DROP NOT NULL;
CREATE INDEX delivery_edits_by_origin ON delivery_edits (origin_kind, origin_id) WHERE origin_kind IS NOT NULL;

-- An undo of some rows of an edit (undo_items) names the edit in undo_of like a whole undo; an edit may have several
-- such undos but one whole undo, so the unique index of 010 now counts whole undos only.
ALTER TABLE delivery_edits ADD COLUMN undo_items boolean NOT NULL DEFAULT false;
DROP INDEX delivery_edits_undone_once;
CREATE UNIQUE INDEX delivery_edits_undone_once ON delivery_edits (undo_of) WHERE undo_of IS NOT NULL AND NOT undo_items;

-- The actor of one row when it is not the edit's job's (the rule acting on that row, when a round's edit carries
-- several rules' rows), stored as the audit trail's actor columns: {"actor_kind","actor_id","actor_name"}.
ALTER TABLE delivery_edit_items ADD COLUMN actor jsonb;
-- The edit that restored this row's value before (a whole undo marks every row it restored).
ALTER TABLE delivery_edit_items ADD COLUMN undone_by integer REFERENCES delivery_edits (id);
