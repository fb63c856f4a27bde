// npm run db:generate-load -- --visits 1000000 --conversions 100000 --posts 5000 --projects 2000 --vitals 1000000 --media 20000
// Fills a database with realistic volumes for the scale benchmarks. With DATABASE_URL, that database (it must be
// a throwaway one); otherwise a fresh database "agency_load" in the embedded cluster of .data/postgres, never the
// data of `npm start`. Prints the DATABASE_URL to run the app against it.
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { continuousArchiving } from "../backup/config";
import { createDatabaseIfMissing, quoteIdentifier } from "./embedded";
import { log, migrateAndSeed, openDatabase, ROOT, runMain } from "../stack";
import { mulberry32 } from "../../tools/random";

const { values } = parseArgs({
  options: {
    visits: { type: "string", default: "1000000" },
    conversions: { type: "string", default: "100000" },
    posts: { type: "string", default: "5000" },
    projects: { type: "string", default: "2000" },
    /** Page views whose web vitals go into the histograms (lib/web-vitals), over the last 90 days. */
    vitals: { type: "string", default: "1000000" },
    /** Files of the media library (lib/media), in 24 folders, the first ones the articles' covers. */
    media: { type: "string", default: "20000" },
  },
});
const counts = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Number(value)])) as Record<
  keyof typeof values,
  number
>;

const STEPS: { name: string; sql: (n: number) => string; count: keyof typeof counts }[] = [
  {
    name: "blog posts",
    count: "posts",
    sql: (n) => `
      INSERT INTO blog_posts (title, slug, excerpt, content, author, category_id, tags, published, published_at, view_count, read_time, search_text, created_at, updated_at)
      SELECT title, 'article-charge-' || g, excerpt, content, author, (SELECT id FROM blog_categories ORDER BY id OFFSET g % 4 LIMIT 1),
             ARRAY['charge', 'tag-' || (g % 50)], g % 5 <> 0, CASE WHEN g % 5 <> 0 THEN created END, g % 1000, 4,
             lower(title || E'\\n' || excerpt || E'\\n' || author || E'\\n' || 'charge tag-' || (g % 50) || E'\\n' || repeat(paragraph, 8)),
             created, created
      FROM generate_series(1, ${n}) g,
      LATERAL (SELECT 'Article de charge numéro ' || g AS title,
                      'Résumé de l''article ' || g || ' sur le numérique à Abidjan.' AS excerpt,
                      (ARRAY['Awa Koné', 'Koffi Yao', 'Mariam Traoré', 'Jean Kouassi'])[1 + g % 4] AS author,
                      'Les entreprises ivoiriennes accélèrent leur transformation numérique, du paiement mobile au référencement local. ' AS paragraph,
                      now() - (g % 1500) * interval '1 day' AS created) p,
      LATERAL (SELECT '<p>' || repeat(paragraph, 8) || '</p>' AS content) c`,
  },
  {
    name: "projects",
    count: "projects",
    sql: (n) => `
      INSERT INTO projects (title, category, client, date, about, challenge, solution, results, technologies, tags, featured, status, images, created_at, updated_at)
      SELECT 'Projet de charge ' || g,
             (enum_range(NULL::"ProjectCategory"))[1 + g % 6], 'Client ' || (g % 300), 'Mars 2025',
             'À propos du projet ' || g || ', une plateforme pour une PME d''Abidjan.', 'Le défi du projet ' || g || ' était de taille.',
             'Notre solution pour le projet ' || g || ' a tout changé.', 'Les résultats du projet ' || g || ' sont mesurables.',
             ARRAY['Next.js', 'PostgreSQL'], ARRAY['charge', 'tag-' || (g % 40)], g % 25 = 0,
             CASE WHEN g % 4 = 0 THEN 'draft' ELSE 'published' END::"ProjectStatus", ARRAY['/images/og-default.webp'],
             now() - (g % 1500) * interval '1 day', now()
      FROM generate_series(1, ${n}) g`,
  },
  {
    // Owners for the pipeline: a few editors (they never sign in: the hash is not a password's), and the administrator.
    name: "staff accounts",
    count: "conversions",
    sql: () => `
      INSERT INTO users (username, email, password_hash, role, created_at, updated_at)
      SELECT 'commercial' || g, 'commercial' || g || '@agence-digitale.ci', 'not-a-password-hash', 'editor', now(), now()
      FROM generate_series(1, 4) g`,
  },
  {
    name: "form conversions",
    count: "conversions",
    sql: (n) => `
      INSERT INTO form_conversions (form_type, status, user_email, page_source, data, session_id, created_at, updated_at, completed_at, processed_at,
                                    stage, stage_changed_at, lost_reason, estimated_value, owner_id, follow_up_at, spam_at,
                                    landing_page, referrer, utm_source, utm_medium, utm_campaign, country, city, search_text)
      SELECT form_type, status, email, page, data, md5((g % 200000)::text)::uuid, created, created,
             CASE WHEN status IN ('completed', 'processed') THEN created END, CASE WHEN status = 'processed' THEN created END,
             -- Pipeline: sent messages only; most stay new or contacted, one in ten is won, some are lost or spam.
             stage, CASE WHEN stage <> 'new' THEN least(now(), created + ((g % 20) + 1) * interval '1 day') END,
             CASE WHEN stage = 'lost' THEN (ARRAY['Budget insuffisant', 'Pas de réponse', 'Concurrent choisi'])[1 + g % 3] END,
             CASE WHEN form_type IN ('project', 'quote') THEN (ARRAY[500000, 1000000, 2500000, 5000000, 8000000])[1 + g % 5]
                  WHEN stage <> 'new' THEN 300000 + (g % 7) * 100000 END,
             CASE WHEN received AND g % 6 <> 0 THEN (SELECT id FROM users ORDER BY id OFFSET g % 5 LIMIT 1) END,
             CASE WHEN received AND stage IN ('contacted', 'quote_sent') THEN now() + ((g % 21) - 14) * interval '1 day' END,
             CASE WHEN received AND g % 31 = 0 THEN created END,
             CASE WHEN g % 3 = 0 THEN '/?utm_source=' || utm END, ref, utm, CASE WHEN utm IS NOT NULL THEN 'cpc' END,
             CASE WHEN utm IS NOT NULL THEN 'lancement-' || (g % 4) END,
             (ARRAY['CI','CI','CI','FR','SN',NULL])[1 + g % 6], (ARRAY['Abidjan','Abidjan','Bouaké','Paris','Dakar',NULL])[1 + g % 6],
             lower(email || CASE form_type
               WHEN 'contact' THEN E'\\n' || (data->>'name') || E'\\n' || (data->>'subject') || E'\\n' || (data->>'message')
               WHEN 'newsletter' THEN ''
               ELSE E'\\n' || (data->>'name') || E'\\n' || (data->>'company') || E'\\n' || (data->>'projectType') || E'\\n' || (data->>'budget') END)
      FROM generate_series(1, ${n}) g,
      LATERAL (SELECT (ARRAY['contact','contact','contact','contact','project','project','quote','quote','newsletter','newsletter'])[1 + g % 10]::"FormType" AS form_type,
                      (ARRAY['started','completed','completed','abandoned','processed','processed','completed','started'])[1 + (g / 10) % 8]::"ConversionStatus" AS status,
                      'visiteur' || g || '@exemple.ci' AS email,
                      (ARRAY['/', '/contact', '/start-project', '/blog', '/services'])[1 + g % 5] AS page,
                      now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second' AS created) base,
      LATERAL (SELECT status IN ('completed', 'processed') AND form_type <> 'newsletter' AS received,
                      CASE WHEN g % 3 = 0 THEN (ARRAY['facebook', 'google', 'linkedin', 'newsletter'])[1 + (g / 3) % 4] END AS utm,
                      (ARRAY[NULL, 'https://www.google.com/', 'https://www.facebook.com/', NULL, 'https://www.linkedin.com/feed/'])[1 + g % 5] AS ref) src,
      LATERAL (SELECT CASE WHEN NOT received THEN 'new'
                           ELSE (ARRAY['new','new','new','new','contacted','contacted','quote_sent','quote_sent','won','lost','lost'])[1 + (g / 7) % 11] END::"LeadStage" AS stage) st,
      LATERAL (SELECT CASE
                 WHEN form_type = 'contact' THEN jsonb_build_object('name', 'Visiteur ' || g, 'email', email, 'subject', 'Demande ' || (g % 100), 'message', 'Bonjour, je souhaite un site web pour mon entreprise.')
                 WHEN form_type = 'newsletter' THEN jsonb_build_object('email', email)
                 ELSE jsonb_build_object('name', 'Visiteur ' || g, 'email', email, 'company', 'Société ' || (g % 500), 'phone', '+225 07 00 00 ' || lpad((g % 100)::text, 2, '0'),
                   'projectType', (ARRAY['UX/UI Design','Développement Web','Développement Mobile','Communication Digitale'])[1 + g % 4],
                   'budget', (ARRAY['< 1 000 €','1 000 € - 2 000 €','2 000 € - 5 000 €','5 000 € - 10 000 €','> 10 000 €'])[1 + g % 5],
                   'timeframe', '1-3 mois', 'description', 'Description du projet numéro ' || g || '.') END AS data) d`,
  },
  {
    name: "activities",
    count: "conversions",
    sql: () => `
      INSERT INTO activities (type, title, description, target_id, read, created_at)
      SELECT 'form_conversion', 'Nouveau message de ' || coalesce(data->>'name', user_email), left(coalesce(data->>'subject', data->>'projectType', ''), 200), id, id % 3 <> 0, created_at
      FROM form_conversions WHERE status <> 'started'`,
  },
  {
    name: "visits",
    count: "visits",
    sql: (n) => `
      INSERT INTO visits (session_id, page, referrer, country, city, created_at)
      SELECT md5((g % ${Math.max(1, Math.round(n / 5))})::text)::uuid,
             (ARRAY['/','/services','/projects','/blog','/about','/contact','/start-project','/blog/seo-local-etre-trouve-google-abidjan','/projects/1','/services/uxui'])[1 + (g * 7) % 10],
             CASE WHEN g % 5 < 2 THEN 'https://www.google.com/' END,
             (ARRAY['CI','CI','CI','CI','FR','SN','GH','US','BF',NULL])[1 + g % 10],
             (ARRAY['Abidjan','Abidjan','Bouaké','Yamoussoukro','Paris','Dakar','Accra',NULL,'Ouagadougou',NULL])[1 + g % 10],
             now() - (g % 365) * interval '1 day' - ((g * 37) % 86400) * interval '1 second'
      FROM generate_series(1, ${n}) g`,
  },
  {
    name: "media folders",
    count: "media",
    sql: () => `INSERT INTO media_folders (name) SELECT 'Dossier de charge ' || f FROM generate_series(1, 24) f`,
  },
  {
    name: "media files",
    count: "media",
    // Every 25th file in no folder, every 10th without a description ('À décrire'), sizes from 20 KB to 2 MB.
    sql: (n) => `
      INSERT INTO media_files (filename, original_name, mime_type, source_format, size, width, height, uploaded_by_id, folder_id, tags, search_text, created_at, updated_at)
      SELECT md5('media-' || g)::uuid || '.webp', name, 'image/webp', (ARRAY['jpeg','png','webp','gif','avif','heif'])[1 + g % 6],
             20000 + (g * 7919) % 2000000, 1600, 900, (SELECT id FROM users ORDER BY id OFFSET g % 4 LIMIT 1),
             CASE WHEN g % 25 <> 0 THEN (SELECT min(id) FROM media_folders) + g % 24 END, tags,
             lower(name || CASE WHEN g % 10 <> 0 THEN E'\\n' || alt || E'\\n' || caption ELSE '' END || E'\\n' || array_to_string(tags, ' ')),
             created, created
      FROM generate_series(1, ${n}) g,
      LATERAL (SELECT 'photo-charge-' || g || '.jpg' AS name, ARRAY['charge', 'theme-' || (g % 30)] AS tags,
                      'Équipe au travail sur le projet ' || g || ' à Abidjan' AS alt, 'Photo numéro ' || g AS caption,
                      now() - (g % 1500) * interval '1 day' - g * interval '1 second' AS created) f`,
  },
  {
    name: "media descriptions",
    count: "media",
    sql: () => `
      INSERT INTO media_descriptions (media_id, locale, alt, caption)
      SELECT id, 'fr', 'Équipe au travail sur le projet ' || g || ' à Abidjan', 'Photo numéro ' || g
      FROM media_files, LATERAL (SELECT substring(original_name FROM 'photo-charge-(\\d+)')::int AS g) f
      WHERE g % 10 <> 0`,
  },
  {
    name: "media uses (article covers)",
    count: "media",
    sql: () => `
      INSERT INTO media_uses (media_id, field, article_id)
      SELECT m.id, 'cover', p.id
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS r FROM media_files) m
      JOIN (SELECT id, row_number() OVER (ORDER BY id) AS r FROM blog_posts) p USING (r)`,
  },
];

/**
 * `n` page views of web vitals over the last 90 days, as the site's visitors would report them (mostly phones in
 * Côte d'Ivoire on 4G or 3G, log-normal values slower on slow connections; a third of the views on articles and
 * projects), summed per histogram bucket in memory, then written as the beacons' endpoint writes them
 * (addBucketCounts). Returns the histogram rows written.
 */
async function generateWebVitals(n: number): Promise<number> {
  const { addBucketCounts, bucketCountsOf } = await import("@/lib/web-vitals");
  // Deterministic, so that two runs fill the same histograms.
  const random = mulberry32(42);
  const pick = <T>(weighted: [T, number][]): T => {
    let roll = random() * weighted.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of weighted) if ((roll -= weight) < 0) return value;
    return weighted[0]![0];
  };
  // Log-normal around `median` (Box-Muller).
  const logNormal = (median: number, sigma: number) =>
    median * Math.exp(sigma * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()));
  const paths = [
    "/",
    "/services",
    "/projects",
    "/blog",
    "/about",
    "/contact",
    "/start-project",
    "/devis",
    "/services/web",
  ];
  const totals = new Map<string, Parameters<typeof addBucketCounts>[0][number]>();
  const today = Date.now();
  for (let view = 0; view < n; view++) {
    const slow = { "4g": 1, "3g": 1.8, "2g": 3, "": 1.3 };
    const connection = pick<keyof typeof slow>([
      ["4g", 55],
      ["3g", 25],
      ["2g", 5],
      ["", 15],
    ]);
    const device = pick<"mobile" | "tablet" | "desktop">([
      ["mobile", 70],
      ["tablet", 5],
      ["desktop", 25],
    ]);
    const factor = slow[connection] * (device === "desktop" ? 0.6 : 1);
    const roll = random();
    const path =
      roll < 0.2
        ? `/blog/article-charge-${1 + Math.floor(random() * 500)}`
        : roll < 0.3
          ? `/projects/${1 + Math.floor(random() * 200)}`
          : paths[Math.floor(random() * paths.length)]!;
    const counts = bucketCountsOf({
      path,
      country: pick<string | null>([
        ["CI", 60],
        ["FR", 10],
        ["SN", 8],
        ["BF", 6],
        ["GH", 5],
        ["US", 4],
        [null, 7],
      ]),
      device,
      connection,
      values: {
        TTFB: logNormal(450 * factor, 0.5),
        FCP: logNormal(1400 * factor, 0.45),
        LCP: logNormal(2100 * factor, 0.5),
        CLS: random() < 0.4 ? 0 : logNormal(0.05, 1),
        ...(random() < 0.6 && { INP: logNormal(150 * factor, 0.6) }),
      },
      at: new Date(today - Math.floor(random() * 90) * 86_400_000),
    });
    for (const row of counts) {
      const key = `${row.day}|${row.dimension}|${row.value}|${row.metric}|${row.bucket}`;
      const total = totals.get(key);
      if (total) total.count += row.count;
      else totals.set(key, { ...row });
    }
  }
  const rows = [...totals.values()];
  for (let start = 0; start < rows.length; start += 20_000) await addBucketCounts(rows.slice(start, start + 20_000));
  return rows.length;
}

runMain(async () => {
  const external = Boolean(process.env.DATABASE_URL);
  let databaseUrl = process.env.DATABASE_URL || undefined;
  let stop = async () => {};
  if (!databaseUrl) {
    const cluster = await openDatabase({
      dataDir: path.join(ROOT, ".data/postgres"),
      archiving: continuousArchiving(),
    });
    const adminUrl = new URL(cluster.url);
    adminUrl.pathname = "/postgres";
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier("agency_load")} WITH (FORCE)`);
    await client.end();
    await createDatabaseIfMissing(adminUrl.toString(), "agency_load");
    const loadUrl = new URL(cluster.url);
    loadUrl.pathname = "/agency_load";
    databaseUrl = loadUrl.toString();
    stop = cluster.stop;
  }
  // As npm start does (a Prisma client generated from the current schema, then migrations and seed). The benchmarks
  // sign the administrator in with the password alone.
  await migrateAndSeed(databaseUrl, { adminPassword: "load-test-admin-password", requireAdminTwoFactor: false });
  const { db } = await import("@/lib/db");
  const { rebuildVisitRollups } = await import("@/lib/visits");

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const step of STEPS) {
    const started = performance.now();
    const result = await client.query(step.sql(counts[step.count]));
    log(`${step.name}: ${result.rowCount} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const vitalsStarted = performance.now();
  const histogramRows = await generateWebVitals(counts.vitals);
  log(
    `web vitals: ${counts.vitals} page views into ${histogramRows} histogram rows in ${((performance.now() - vitalsStarted) / 1000).toFixed(1)} s`,
  );
  const started = performance.now();
  await rebuildVisitRollups();
  log(`visit rollups rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await client.query("VACUUM ANALYZE");
  await client.end();
  await db.$disconnect();
  await stop();
  log(
    `Done: ${external ? "DATABASE_URL" : 'database "agency_load" of the embedded cluster in .data/postgres'} holds the data.`,
  );
});
