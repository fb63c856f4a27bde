// Content at the edges of what the back office holds, for the layout walk (tests/e2e/admin-screens.serial.spec.ts):
// long words and addresses without a break, 200-character titles, long SEO descriptions, 50 tags, 12 images, a
// message with a long text, a request with notes, replies and stage changes. The article and the project are saved
// through the JSON API (sanitised, searchable, with a revision, as an editor's would be), then given what no form
// sends (50 tags: data imported from elsewhere) straight in the database.
import { type APIRequestContext, expect } from "@playwright/test";
import sharp from "sharp";
import { createAccount } from "./auth";
import { sql } from "./db";
import { uniqueSlug } from "./content";

/** A word with no place to break it. */
export const LONG_WORD = "Anticonstitutionnellement".repeat(4);
/** An address without a space, as people paste them. */
export const LONG_URL =
  "https://www.exemple-de-site-ivoirien-particulierement-long.ci/ressources/guides/transformation-numerique/" +
  "chapitre-douze/annexe?utm_source=campagne-de-lancement-2026&utm_medium=reseaux-sociaux&utm_campaign=rentree";

/** `text` repeated and cut to exactly `length` characters (then trimmed of a trailing space). */
export function textOfLength(text: string, length: number): string {
  return text
    .repeat(Math.ceil(length / text.length))
    .slice(0, length)
    .trimEnd();
}

const SENTENCE = `Une phrase ordinaire, puis ${LONG_WORD} et ${LONG_URL} au milieu du texte. `;

const IMAGES = [
  "/images/projects/lagunia-pay-refonte-ux-ui-1.webp",
  "/images/projects/lagunia-pay-refonte-ux-ui-2.webp",
  "/images/projects/lagunia-pay-refonte-ux-ui-3.webp",
  "/images/projects/savane-energie-service-client-1.webp",
  "/images/projects/savane-energie-service-client-2.webp",
  "/images/projects/savane-energie-service-client-3.webp",
  "/images/blog/community-management-communaute-engagee.webp",
  "/images/blog/concevoir-pour-le-mobile-7-principes-ux.webp",
  "/images/blog/cybersecurite-10-reflexes-proteger-pme.webp",
  "/images/blog/integrer-paiement-mobile-money-site-web.webp",
  "/images/blog/reussir-film-entreprise-budget-maitrise.webp",
  "/images/blog/seo-local-etre-trouve-google-abidjan.webp",
];

/** 50 tags, some of them one long word. */
const FIFTY_TAGS = Array.from({ length: 50 }, (_, index) =>
  index % 7 === 0 ? `${"Transformationnumérique".slice(0, 20)}${index}${"x".repeat(25)}` : `étiquette-${index + 1}`,
);

export interface LongContent {
  /** An [id] per section of the back office's addresses (/admin/{section}/…/[id]). */
  ids: { blogs: number; projects: number; messages: number; users: number; media: number; newsletter: number };
  titles: { post: string; project: string };
  /** The long request's sender: /admin/privacy?q= shows everything stored about them. */
  senderEmail: string;
}

async function created(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<number> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = (await response.json()) as { id?: number; post?: { id: number }; project?: { id: number } };
  const id = body.id ?? body.post?.id ?? body.project?.id;
  expect(id, JSON.stringify(body)).toEqual(expect.any(Number));
  return id!;
}

/**
 * A library image at the edges: a 250-character file name without a space, the longest alternative text, caption and
 * credit, 20 tags (what the form allows); the long article's cover, so that its page lists a use.
 */
async function createLongMedia(api: APIRequestContext): Promise<{ id: number; path: string }> {
  const buffer = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const upload = await api.post("/api/upload", {
    multipart: {
      images: { name: `${textOfLength(`photo-${LONG_WORD}-`, 246)}.png`, mimeType: "image/png", buffer },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [file] = ((await upload.json()) as { files: { id: number; path: string }[] }).files;
  await sql(
    `INSERT INTO media_descriptions (media_id, locale, alt, caption, credit, updated_at) VALUES ($1, 'fr', $2, $3, $4, now())
     ON CONFLICT (media_id, locale) DO UPDATE SET alt = $2, caption = $3, credit = $4`,
    [file!.id, textOfLength(SENTENCE, 500), textOfLength(SENTENCE, 1000), textOfLength(`Photo ${LONG_WORD} `, 300)],
  );
  await sql("UPDATE media_files SET tags = $2 WHERE id = $1", [file!.id, FIFTY_TAGS.slice(0, 20)]);
  return file!;
}

/** Creates the content through `api` (signed in as an administrator) and the database. */
export async function createLongContent(api: APIRequestContext): Promise<LongContent> {
  const media = await createLongMedia(api);
  const [category] = await sql<{ id: number }>("SELECT id FROM blog_categories ORDER BY id LIMIT 1");
  const postTitle = textOfLength(`Article aux limites : ${LONG_WORD} ${SENTENCE}`, 200);
  const postId = await created(
    await api.post("/api/blog-posts", {
      data: {
        title: postTitle,
        slug: uniqueSlug(textOfLength("article-aux-limites-de-la-mise-en-page-", 150).replace(/-+$/, "")),
        category_id: category!.id,
        excerpt: textOfLength(SENTENCE, 1000),
        content: [
          `<h2>${LONG_WORD}</h2>`,
          `<p>${textOfLength(SENTENCE, 3000)}</p>`,
          `<p><a href="${LONG_URL}">${LONG_URL}</a></p>`,
          `<pre><code>${textOfLength("const valeur = calculer(première, deuxième);", 400)}</code></pre>`,
          `<ul>${Array.from({ length: 8 }, () => `<li>${LONG_WORD}</li>`).join("")}</ul>`,
          `<p><img src="${IMAGES[0]}" alt="Illustration du contenu"></p>`,
        ].join(""),
        author: textOfLength(`Auteur ${LONG_WORD} `, 100),
        coverImage: media.path,
        tags: FIFTY_TAGS.slice(0, 20),
        published: false,
        additionalImages: IMAGES,
        metaTitle: textOfLength(`Titre SEO ${LONG_WORD} `, 200),
        metaDescription: textOfLength(SENTENCE, 500),
        socialImage: IMAGES[2],
      },
    }),
  );
  await sql("UPDATE blog_posts SET tags = $2 WHERE id = $1", [postId, FIFTY_TAGS]);

  const projectTitle = textOfLength(`Projet aux limites : ${LONG_WORD} ${SENTENCE}`, 200);
  const projectId = await created(
    await api.post("/api/projects", {
      data: {
        title: projectTitle,
        category: "Développement Web",
        client: textOfLength(`Client ${LONG_WORD} `, 200),
        date: textOfLength(`Janvier à décembre 2026 ${LONG_WORD}`, 100),
        description: {
          about: textOfLength(SENTENCE, 5000),
          challenge: textOfLength(SENTENCE, 3000),
          solution: textOfLength(SENTENCE, 3000),
          results: textOfLength(SENTENCE, 3000),
        },
        technologies: FIFTY_TAGS.slice(0, 30),
        tags: FIFTY_TAGS.slice(20, 50),
        duration: textOfLength(`Six mois ${LONG_WORD}`, 100),
        teamSize: textOfLength(`Douze personnes ${LONG_WORD}`, 100),
        testimonial: {
          content: textOfLength(SENTENCE, 2000),
          author: textOfLength(`Awa ${LONG_WORD} `, 200),
          position: textOfLength(`Directrice ${LONG_WORD} `, 200),
        },
        websiteUrl: LONG_URL,
        appStoreUrl: LONG_URL,
        playStoreUrl: LONG_URL,
        featured: true,
        featuredImageIndex: 3,
        status: "draft",
        images: IMAGES,
        metaTitle: textOfLength(`Titre SEO ${LONG_WORD} `, 200),
        metaDescription: textOfLength(SENTENCE, 500),
        // No social image: the card shows the featured image.
      },
    }),
  );
  await sql("UPDATE projects SET tags = $2, technologies = $2 WHERE id = $1", [projectId, FIFTY_TAGS]);

  const user = await createAccount("editor", textOfLength(`rédactrice-${LONG_WORD}`, 40));
  const email = `${textOfLength("adresse.tres.longue.", 60)}@${textOfLength("domaine-", 40)}.ci`;
  const [message] = await sql<{ id: number }>(
    `INSERT INTO form_conversions (form_type, status, user_email, page_source, data, search_text, stage, estimated_value,
       owner_id, follow_up_at, referrer, utm_source, utm_medium, utm_campaign, landing_page, country, city, updated_at, completed_at)
     VALUES ('project', 'completed', $1, $2, $3, $6, 'quote_sent', 1234567890, $4, now(), $2, $5, $5, $5, $2, 'CI', 'Abidjan', now(), now())
     RETURNING id`,
    [
      email,
      LONG_URL.slice(0, 500),
      JSON.stringify({
        name: textOfLength(`Awa ${LONG_WORD} `, 100),
        company: textOfLength(`Entreprise ${LONG_WORD} `, 150),
        phone: "+225 07 00 00 00 00",
        projectType: textOfLength(`Refonte ${LONG_WORD} `, 100),
        budget: "Plus de 10 000 000 FCFA",
        timeframe: textOfLength(`Avant la fin du trimestre ${LONG_WORD}`, 100),
        description: textOfLength(SENTENCE, 5000),
      }),
      user.id,
      textOfLength(`campagne-${LONG_WORD}`, 200),
      email.toLowerCase(),
    ],
  );
  for (const content of [textOfLength(SENTENCE, 5000), `Rappeler ${LONG_WORD}`, LONG_URL])
    await sql("INSERT INTO lead_notes (conversion_id, author_id, content) VALUES ($1, $2, $3)", [
      message!.id,
      user.id,
      content,
    ]);
  await sql(
    `INSERT INTO conversion_replies (conversion_id, author_id, "to", subject, content, status, error)
     VALUES ($1, $2, 'awa@exemple.ci', $3, $4, 'failed', $5)`,
    [
      message!.id,
      user.id,
      textOfLength(`Re: Votre demande de projet ${LONG_WORD} `, 300),
      textOfLength(SENTENCE, 4000),
      textOfLength(`Délai dépassé ${LONG_WORD} `, 1000),
    ],
  );
  await sql(
    `INSERT INTO lead_stage_changes (conversion_id, from_stage, to_stage, actor_id)
     VALUES ($1, 'new', 'contacted', $2), ($1, 'contacted', 'quote_sent', $2)`,
    [message!.id, user.id],
  );
  await sql(
    `INSERT INTO activities (type, title, description, target_id, actor_id)
     VALUES ('message', $1, $2, $3, $4)`,
    [textOfLength(`Note ajoutée ${LONG_WORD} `, 200), textOfLength(SENTENCE, 500), message!.id, user.id],
  );

  // A newsletter campaign at the edges, still a draft (its form, its sending card and its preview are all shown), and
  // one sent to the long request's sender, refused by the mail server (its progress bar, and 'Campagnes reçues').
  const [campaign] = await sql<{ id: number }>(
    `INSERT INTO newsletter_campaigns (title, intro, kind, content, status, updated_at)
     VALUES ($1, $2, 'free', $3, 'draft', now()) RETURNING id`,
    [
      textOfLength(`Campagne aux limites : ${LONG_WORD} ${SENTENCE}`, 200),
      textOfLength(`${LONG_WORD} ${SENTENCE}`, 2000),
      [
        `<h2>${LONG_WORD}</h2>`,
        `<p>${textOfLength(SENTENCE, 2000)}</p>`,
        `<p><a href="${LONG_URL}">${LONG_URL}</a></p>`,
        `<pre><code>${textOfLength("const valeur = calculer(première, deuxième);", 400)}</code></pre>`,
      ].join(""),
    ],
  );
  const [subscriber] = await sql<{ id: number }>(
    `INSERT INTO newsletter_subscribers (email, status, confirmed_at, updated_at) VALUES ($1, 'confirmed', now(), now())
     ON CONFLICT (email) DO UPDATE SET updated_at = now() RETURNING id`,
    [email.toLowerCase()],
  );
  const [sent] = await sql<{ id: number }>(
    `INSERT INTO newsletter_campaigns (title, kind, content, status, started_at, finished_at, recipient_count,
       failed_count, mail_html, mail_text, updated_at)
     VALUES ($1, 'free', '<p>Bonjour</p>', 'sent', now(), now(), 1, 1, '<p>Bonjour</p>', 'Bonjour', now()) RETURNING id`,
    [textOfLength(`Campagne envoyée ${LONG_WORD} `, 200)],
  );
  await sql(
    `INSERT INTO newsletter_campaign_recipients (campaign_id, subscriber_id, status, attempts, last_error)
     VALUES ($1, $2, 'failed', 1, $3)`,
    [sent!.id, subscriber!.id, textOfLength(`Adresse refusée par le serveur de messagerie : ${LONG_WORD} `, 1000)],
  );

  return {
    ids: {
      blogs: postId,
      projects: projectId,
      messages: message!.id,
      users: user.id,
      media: media.id,
      newsletter: campaign!.id,
    },
    titles: { post: postTitle, project: projectTitle },
    senderEmail: email.toLowerCase(),
  };
}
