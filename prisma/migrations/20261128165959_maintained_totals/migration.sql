-- AlterTable
ALTER TABLE "visitor_sessions" ADD COLUMN     "last_conversion_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "form_conversion_totals" (
    "form_type" "FormType" NOT NULL,
    "status" "ConversionStatus" NOT NULL,
    "stage" "LeadStage" NOT NULL,
    "spam" BOOLEAN NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "value" BIGINT NOT NULL,

    CONSTRAINT "form_conversion_totals_pkey" PRIMARY KEY ("form_type","status","stage","spam","owner_id")
);

-- CreateTable
CREATE TABLE "form_conversion_days" (
    "day" DATE NOT NULL,
    "form_type" "FormType" NOT NULL,
    "status" "ConversionStatus" NOT NULL,
    "stage" "LeadStage" NOT NULL,
    "spam" BOOLEAN NOT NULL,
    "source" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "value" BIGINT NOT NULL,

    CONSTRAINT "form_conversion_days_pkey" PRIMARY KEY ("day","form_type","status","stage","spam","source")
);

-- CreateTable
CREATE TABLE "lead_decision_days" (
    "day" DATE NOT NULL,
    "stage" "LeadStage" NOT NULL,
    "count" INTEGER NOT NULL,
    "value" BIGINT NOT NULL,

    CONSTRAINT "lead_decision_days_pkey" PRIMARY KEY ("day","stage")
);

-- CreateTable
CREATE TABLE "counters" (
    "name" VARCHAR(100) NOT NULL,
    "value" BIGINT NOT NULL,

    CONSTRAINT "counters_pkey" PRIMARY KEY ("name")
);

-- DropIndex
DROP INDEX "form_conversions_follow_up_at_idx";

-- CreateIndex
CREATE INDEX "form_conversions_follow_up_at_stage_status_spam_at_idx" ON "form_conversions"("follow_up_at", "stage", "status", "spam_at");

-- CreateIndex
CREATE INDEX "visitor_sessions_last_conversion_at_last_seen_idx" ON "visitor_sessions"("last_conversion_at", "last_seen");

-- Kept up to date by PostgreSQL itself (issue 38): the back office adds up these summary rows instead of counting
-- requests, activities and sessions on every page (PostgreSQL's own advice for counts of growing tables). Statement
-- triggers with transition tables, so that a statement touching thousands of rows (marking every activity read, the
-- load generator) updates each summary row once; the rows are written in key order, so that two statements moving
-- requests in opposite directions cannot wait for each other.

-- The source of a request, the one definition (the dashboard's figures and the export, lib/leads/stats.ts): its
-- utm_source when the link was tagged, else the referrer's host without 'www.', else 'Direct'.
CREATE FUNCTION "lead_source"("utm_source" TEXT, "referrer" TEXT) RETURNS TEXT
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    nullif(lower(btrim(utm_source)), ''),
    regexp_replace(lower(substring(referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#@]+)')), '^www\.', ''),
    'Direct')
$$;

-- A request counted in the pipeline's decisions: a message a visitor sent, not spam, won or lost.
CREATE FUNCTION "lead_decided"("form_type" "FormType", "status" "ConversionStatus", "spam_at" TIMESTAMPTZ(3), "stage" "LeadStage")
  RETURNS BOOLEAN LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT form_type IN ('contact', 'project', 'quote') AND status IN ('completed', 'processed') AND spam_at IS NULL
     AND stage IN ('won', 'lost')
$$;

-- The summaries of a set of changes (`changes`: rows of form_conversions with a `delta` of 1 for what is now there,
-- -1 for what no longer is), as one statement of three inserts. A query text: the rows come from a trigger's
-- transition tables, which only the trigger function itself can read (it runs this with EXECUTE).
CREATE FUNCTION "form_conversion_totals_sql"("changes" TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $sql$
  SELECT format($q$
  WITH changes AS (%s),
  totals AS (
    INSERT INTO "form_conversion_totals" AS t ("form_type", "status", "stage", "spam", "owner_id", "count", "value")
    SELECT form_type, status, stage, spam_at IS NOT NULL, coalesce(owner_id, 0), sum(delta),
           sum(delta * coalesce(estimated_value, 0))
    FROM changes GROUP BY 1, 2, 3, 4, 5
    HAVING sum(delta) <> 0 OR sum(delta * coalesce(estimated_value, 0)) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("form_type", "status", "stage", "spam", "owner_id")
      DO UPDATE SET "count" = t."count" + excluded."count", "value" = t."value" + excluded."value"
  ),
  days AS (
    INSERT INTO "form_conversion_days" AS d ("day", "form_type", "status", "stage", "spam", "source", "count", "value")
    SELECT (created_at AT TIME ZONE 'UTC')::date, form_type, status, stage, spam_at IS NOT NULL,
           lead_source(utm_source, referrer), sum(delta), sum(delta * coalesce(estimated_value, 0))
    FROM changes GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(delta) <> 0 OR sum(delta * coalesce(estimated_value, 0)) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("day", "form_type", "status", "stage", "spam", "source")
      DO UPDATE SET "count" = d."count" + excluded."count", "value" = d."value" + excluded."value"
  )
  INSERT INTO "lead_decision_days" AS l ("day", "stage", "count", "value")
  SELECT (coalesce(stage_changed_at, created_at) AT TIME ZONE 'UTC')::date, stage, sum(delta),
         sum(delta * coalesce(estimated_value, 0))
  FROM changes WHERE lead_decided(form_type, status, spam_at, stage)
  GROUP BY 1, 2
  HAVING sum(delta) <> 0 OR sum(delta * coalesce(estimated_value, 0)) <> 0
  ORDER BY 1, 2
  ON CONFLICT ("day", "stage") DO UPDATE SET "count" = l."count" + excluded."count", "value" = l."value" + excluded."value"
  $q$, changes)
$sql$;

-- The newest form each of `sessions` sent (visitor_sessions.last_conversion_at), read again from form_conversions.
CREATE FUNCTION "visitor_sessions_refresh_conversions"("sessions" UUID[]) RETURNS VOID LANGUAGE sql AS $$
  UPDATE "visitor_sessions" s SET "last_conversion_at" = latest.at
  FROM (
    SELECT u.sid AS session_id,
           (SELECT max(f.created_at) FROM "form_conversions" f
            WHERE f.session_id = u.sid AND f.status IN ('completed', 'processed')) AS at
    FROM unnest(sessions) AS u(sid)
  ) latest
  WHERE s.session_id = latest.session_id AND s.last_conversion_at IS DISTINCT FROM latest.at
$$;

CREATE FUNCTION "form_conversions_maintain_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- An update counts only where a summarised column changed (the mail queue updates rows all the time).
  changed CONSTANT TEXT := $c$(a.form_type, a.status, a.stage, a.spam_at, a.owner_id, a.estimated_value, a.created_at,
      a.stage_changed_at, a.utm_source, a.referrer, a.session_id)
    IS DISTINCT FROM (b.form_type, b.status, b.stage, b.spam_at, b.owner_id, b.estimated_value, b.created_at,
      b.stage_changed_at, b.utm_source, b.referrer, b.session_id)$c$;
  changes TEXT;
  sessions UUID[];
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT a.*, 1 AS delta FROM new_rows a'
    WHEN 'DELETE' THEN 'SELECT b.*, -1 AS delta FROM old_rows b'
    ELSE 'SELECT a.*, 1 AS delta FROM new_rows a JOIN old_rows b USING (id) WHERE ' || changed
      || ' UNION ALL SELECT b.*, -1 AS delta FROM old_rows b JOIN new_rows a USING (id) WHERE ' || changed
  END;
  EXECUTE form_conversion_totals_sql(changes);
  EXECUTE format('SELECT ARRAY(SELECT DISTINCT session_id FROM (%s) c
                  WHERE session_id IS NOT NULL AND status IN (''completed'', ''processed''))', changes)
    INTO sessions;
  IF cardinality(sessions) > 0 THEN
    PERFORM visitor_sessions_refresh_conversions(sessions);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION "form_conversions_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "form_conversion_totals";
  DELETE FROM "form_conversion_days";
  DELETE FROM "lead_decision_days";
  UPDATE "visitor_sessions" SET "last_conversion_at" = NULL WHERE "last_conversion_at" IS NOT NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER "form_conversions_totals_insert" AFTER INSERT ON "form_conversions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "form_conversions_maintain_totals"();
CREATE TRIGGER "form_conversions_totals_update" AFTER UPDATE ON "form_conversions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "form_conversions_maintain_totals"();
CREATE TRIGGER "form_conversions_totals_delete" AFTER DELETE ON "form_conversions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "form_conversions_maintain_totals"();
CREATE TRIGGER "form_conversions_totals_truncate" AFTER TRUNCATE ON "form_conversions"
  FOR EACH STATEMENT EXECUTE FUNCTION "form_conversions_after_truncate"();

-- A session recorded after the forms it sent (a visit reported late) starts with their date.
CREATE FUNCTION "visitor_sessions_before_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.last_conversion_at := (SELECT max(f.created_at) FROM "form_conversions" f
                             WHERE f.session_id = NEW.session_id AND f.status IN ('completed', 'processed'));
  RETURN NEW;
END $$;
CREATE TRIGGER "visitor_sessions_conversions" BEFORE INSERT ON "visitor_sessions"
  FOR EACH ROW EXECUTE FUNCTION "visitor_sessions_before_insert"();

-- Counters: `name` moves by `delta` (a missing counter is 0).
CREATE FUNCTION "counters_add"("counter" TEXT, "delta" BIGINT) RETURNS VOID LANGUAGE sql AS $$
  INSERT INTO "counters" AS c ("name", "value") SELECT counter, delta WHERE delta <> 0
  ON CONFLICT ("name") DO UPDATE SET "value" = c."value" + excluded."value"
$$;

-- 'activities' (the history's pages) and 'activities.unread' (the bell's badge).
CREATE FUNCTION "activities_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM counters_add('activities', (SELECT count(*) FROM new_rows));
  PERFORM counters_add('activities.unread', (SELECT count(*) FROM new_rows WHERE NOT read));
  RETURN NULL;
END $$;
CREATE FUNCTION "activities_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM counters_add('activities.unread',
    (SELECT count(*) FROM new_rows WHERE NOT read) - (SELECT count(*) FROM old_rows WHERE NOT read));
  RETURN NULL;
END $$;
CREATE FUNCTION "activities_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM counters_add('activities', -(SELECT count(*) FROM old_rows));
  PERFORM counters_add('activities.unread', -(SELECT count(*) FROM old_rows WHERE NOT read));
  RETURN NULL;
END $$;
CREATE FUNCTION "activities_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "counters" WHERE "name" IN ('activities', 'activities.unread');
  RETURN NULL;
END $$;
CREATE TRIGGER "activities_unread_insert" AFTER INSERT ON "activities"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activities_after_insert"();
CREATE TRIGGER "activities_unread_update" AFTER UPDATE ON "activities"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activities_after_update"();
CREATE TRIGGER "activities_unread_delete" AFTER DELETE ON "activities"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "activities_after_delete"();
CREATE TRIGGER "activities_unread_truncate" AFTER TRUNCATE ON "activities"
  FOR EACH STATEMENT EXECUTE FUNCTION "activities_after_truncate"();

-- 'visitor_sessions': the unique visitors of all time.
CREATE FUNCTION "visitor_sessions_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM counters_add('visitor_sessions', (SELECT count(*) FROM new_rows));
  RETURN NULL;
END $$;
CREATE FUNCTION "visitor_sessions_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM counters_add('visitor_sessions', -(SELECT count(*) FROM old_rows));
  RETURN NULL;
END $$;
CREATE FUNCTION "visitor_sessions_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "counters" WHERE "name" = 'visitor_sessions';
  RETURN NULL;
END $$;
CREATE TRIGGER "visitor_sessions_count_insert" AFTER INSERT ON "visitor_sessions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "visitor_sessions_after_insert"();
CREATE TRIGGER "visitor_sessions_count_delete" AFTER DELETE ON "visitor_sessions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "visitor_sessions_after_delete"();
CREATE TRIGGER "visitor_sessions_count_truncate" AFTER TRUNCATE ON "visitor_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "visitor_sessions_after_truncate"();

-- What is there already.
DO $$ BEGIN EXECUTE form_conversion_totals_sql('SELECT f.*, 1 AS delta FROM form_conversions f'); END $$;
UPDATE "visitor_sessions" s SET "last_conversion_at" = latest.at
FROM (SELECT session_id, max(created_at) AS at FROM "form_conversions"
      WHERE session_id IS NOT NULL AND status IN ('completed', 'processed') GROUP BY session_id) latest
WHERE s.session_id = latest.session_id;
SELECT counters_add('activities', (SELECT count(*) FROM "activities"));
SELECT counters_add('activities.unread', (SELECT count(*) FROM "activities" WHERE NOT read));
SELECT counters_add('visitor_sessions', (SELECT count(*) FROM "visitor_sessions"));
