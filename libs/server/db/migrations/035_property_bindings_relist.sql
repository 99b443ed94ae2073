-- The delivering objects now answer the targeting pack and audience packs they use (issue 21, docs/design/
-- properties.md §2.9), which the object sync keeps as property_bindings. A desk synced before holds its objects
-- without them and lists only changes: forgetting the object cursors makes the next sync list every object once
-- (the metrics sync lists the objects of an account without cursors first), so the bindings fill in.
DELETE FROM delivery_sync_cursors;
