-- 素材库's count without a scan (issue 20, "Tests and measures": the list over 50,000 materials). The list's
-- total is an exact count of the set a person sees; with no filter beyond who sees what, type, source,
-- designer and uploader, that count is a sum over these groups (a company has a few dozen), kept by the
-- statement triggers below in the same transaction as the change, so it is exact on both databases.
-- Any other filter still counts the materials themselves (libs/server/assets, materials/list.ts).

CREATE TABLE material_counts (
  customer_id integer NOT NULL,
  designer_id integer,
  uploader_id integer,
  shared      boolean NOT NULL,
  kind        text NOT NULL,
  source      text NOT NULL,
  materials   bigint NOT NULL,
  -- A material without designer or uploader is a group too (NULLS NOT DISTINCT: PostgreSQL 15 or later).
  UNIQUE NULLS NOT DISTINCT (customer_id, designer_id, uploader_id, shared, kind, source)
);

-- One statement's net change per group: a rename or a move within a group writes nothing. Groups are
-- written in key order, so two statements touching the same groups wait for each other, never deadlock.
-- (An INSERT trigger has no old rows and a DELETE trigger no new ones, hence the change's text by operation.)
CREATE FUNCTION material_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS n FROM added'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS n FROM removed'
    ELSE 'SELECT *, 1 AS n FROM added UNION ALL SELECT *, -1 FROM removed'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO material_counts AS c (customer_id, designer_id, uploader_id, shared, kind, source, materials)
    SELECT customer_id, designer_id, uploader_id, shared, kind, source, sum(n)
    FROM (%s) AS change
    GROUP BY customer_id, designer_id, uploader_id, shared, kind, source
    HAVING sum(n) <> 0
    ORDER BY customer_id, designer_id, uploader_id, shared, kind, source
    ON CONFLICT (customer_id, designer_id, uploader_id, shared, kind, source)
      DO UPDATE SET materials = c.materials + excluded.materials
  $sql$, change);
  RETURN NULL;
END $$;

CREATE TRIGGER material_counts_insert AFTER INSERT ON materials
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION material_counts_apply();
CREATE TRIGGER material_counts_update AFTER UPDATE ON materials
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION material_counts_apply();
CREATE TRIGGER material_counts_delete AFTER DELETE ON materials
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION material_counts_apply();

INSERT INTO material_counts (customer_id, designer_id, uploader_id, shared, kind, source, materials)
SELECT customer_id, designer_id, uploader_id, shared, kind, source, count(*)
FROM materials
GROUP BY customer_id, designer_id, uploader_id, shared, kind, source;
