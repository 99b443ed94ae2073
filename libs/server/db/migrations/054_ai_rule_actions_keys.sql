-- The AI助手 record without foreign keys (issue 23, docs/decisions.md "A round's record written once, without
-- foreign keys"): a round writes tens of thousands of ai_rule_actions rows in one statement, and each foreign key
-- made every row look up and lock the row it names (about half of the insert's time on PGlite). The round is the
-- record's only writer and takes the run, rule, company and edit from rows it has just read or written in the same
-- transaction; none of the rows named is ever deleted (rules are removed softly, runs and edits are kept).
ALTER TABLE ai_rule_actions
  DROP CONSTRAINT ai_rule_actions_run_id_fkey,
  DROP CONSTRAINT ai_rule_actions_company_id_fkey,
  DROP CONSTRAINT ai_rule_actions_rule_id_fkey,
  DROP CONSTRAINT ai_rule_actions_edit_id_fkey;
