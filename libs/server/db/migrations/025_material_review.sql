-- 素材审核 (issue 20): the company's review of its own materials (待审核, 通过, 驳回 with a reason), comments
-- per material, the history of every verdict, and share links through which someone outside the desk
-- comments on (and, when the link allows, decides on) a chosen set of materials without logging in.
-- A material without a row in material_reviews is 待审核.

CREATE TABLE material_reviews (
  material_id   bigint PRIMARY KEY REFERENCES materials (id) ON DELETE CASCADE,
  customer_id   integer NOT NULL REFERENCES customers (id),
  state         text NOT NULL CHECK (state IN ('pending', 'approved', 'rejected')),
  reason        text,
  -- Who gave the verdict: a person of the desk, or a share link's guest (their name and the link).
  decided_by    integer REFERENCES users (id) ON DELETE SET NULL,
  decider_name  text,
  share_id      integer,
  decided_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (state <> 'rejected' OR reason IS NOT NULL)
);
CREATE INDEX material_reviews_by_state ON material_reviews (customer_id, state);

-- Share links: the token is the link's key (32 random bytes, base64url); it is kept so the sharer can copy
-- the link again from the list (docs/decisions.md). The password is stored as a scrypt hash only.
CREATE TABLE material_review_shares (
  id            serial PRIMARY KEY,
  customer_id   integer NOT NULL REFERENCES customers (id),
  token         text NOT NULL UNIQUE,
  guest_name    text NOT NULL,
  rights        text NOT NULL CHECK (rights IN ('comment', 'approve')),
  password_hash text,
  expires_at    timestamptz NOT NULL,
  created_by    integer REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  revoked_at    timestamptz,
  revoked_by    integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX material_review_shares_by_creator ON material_review_shares (customer_id, created_by, expires_at);

-- The materials a link opens, and nothing else.
CREATE TABLE material_review_share_items (
  share_id    integer NOT NULL REFERENCES material_review_shares (id) ON DELETE CASCADE,
  material_id bigint NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
  PRIMARY KEY (share_id, material_id)
);
CREATE INDEX material_review_share_items_by_material ON material_review_share_items (material_id);

CREATE TABLE material_review_comments (
  id          bigserial PRIMARY KEY,
  material_id bigint NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id),
  -- A person of the desk, or a guest of a share link (author_id null, share_id set).
  author_id   integer REFERENCES users (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  share_id    integer REFERENCES material_review_shares (id) ON DELETE SET NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX material_review_comments_by_material ON material_review_comments (material_id, created_at);

-- Every verdict, in order (the review's own audit; the operation log has them too).
CREATE TABLE material_review_events (
  id           bigserial PRIMARY KEY,
  material_id  bigint NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
  customer_id  integer NOT NULL REFERENCES customers (id),
  state        text NOT NULL CHECK (state IN ('pending', 'approved', 'rejected')),
  reason       text,
  decided_by   integer REFERENCES users (id) ON DELETE SET NULL,
  decider_name text NOT NULL,
  share_id     integer REFERENCES material_review_shares (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX material_review_events_by_material ON material_review_events (material_id, created_at);
