-- A delivery edit whose job is cancelled (the task centre's cancel) ends as cancelled, not left running.
ALTER TABLE delivery_edits DROP CONSTRAINT delivery_edits_state_check;
ALTER TABLE delivery_edits ADD CONSTRAINT delivery_edits_state_check CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled'));
