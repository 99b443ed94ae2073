-- 退货日志 and 效果分析报告 (issue 23, docs/design/tools.md §5.1, libs/server/insights).
-- return_orders: the orders of the e-commerce media's accounts (qianchuan, kuaishou) refunded or returned, as
-- their listOrders answered them; a sync of a range of days replaces what it answers (unique (media, order_id)),
-- so syncing again never doubles an order. account_id is the desk's account (media_accounts.id), so the list
-- reads them inside the caller's account scope.
CREATE TABLE return_orders (
  customer_id  integer NOT NULL REFERENCES customers (id),
  media        text NOT NULL,
  account_id   integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  order_id     text NOT NULL,
  product_id   text NOT NULL,
  product_name text NOT NULL,
  -- The delivering object the order came from (the media's id; its name is read from delivery_objects).
  plan_id      text NOT NULL,
  amount_fen   bigint NOT NULL CHECK (amount_fen >= 0),
  ordered_at   timestamptz NOT NULL,
  refunded_at  timestamptz NOT NULL,
  state        text NOT NULL CHECK (state IN ('refunded', 'returned')),
  reason       text NOT NULL,
  synced_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (media, order_id)
);
-- The list: an account's refunds by time, newest first.
CREATE INDEX return_orders_by_account ON return_orders (account_id, refunded_at DESC);
CREATE INDEX return_orders_by_company ON return_orders (customer_id, refunded_at DESC);

-- 效果分析报告's saved reports, per person (the report's body is the pivot's query).
CREATE TABLE effect_reports (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id),
  name        text NOT NULL,
  body        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX effect_reports_by_user ON effect_reports (user_id, updated_at DESC);
