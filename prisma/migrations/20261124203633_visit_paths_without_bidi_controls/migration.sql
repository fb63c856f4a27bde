-- Data only: paths recorded before bidirectional controls were stripped on the way in (lib/visits/schemas.ts) lose
-- them, and the day counters of a path that only differed by them are added to the clean path's.
UPDATE "visits"
SET "page" = regexp_replace("page", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE "page" ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';

INSERT INTO "visit_daily_pages" ("day", "page", "visits")
SELECT "day", regexp_replace("page", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g'), sum("visits")
FROM "visit_daily_pages"
WHERE "page" ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]'
GROUP BY 1, 2
ON CONFLICT ("day", "page") DO UPDATE SET "visits" = "visit_daily_pages"."visits" + EXCLUDED."visits";

DELETE FROM "visit_daily_pages" WHERE "page" ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';
