-- The instant the sandbox media's demo clock runs faster from (TOUFANG_SANDBOX_SPEED): written once, at the
-- first start, so every server process and every restart keeps one sandbox time that never runs backwards.
CREATE TABLE sandbox_clock (
  id     boolean PRIMARY KEY DEFAULT true CHECK (id),
  anchor timestamptz NOT NULL
);
