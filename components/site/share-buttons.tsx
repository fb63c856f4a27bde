import { getTranslations } from "@/lib/i18n/server";
import { absoluteUrl } from "@/lib/site";
import { CopyLinkButton } from "./copy-link-button";
import { FacebookIcon, LinkedinIcon, WhatsappIcon, XIcon } from "./social-icons";

const BUTTON =
  "inline-flex size-10 items-center justify-center rounded-full border bg-background transition-colors hover:border-primary hover:bg-primary hover:text-primary-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

/**
 * Share links to the networks' own share pages (plain links: no third-party script is loaded) and a button
 * that copies the article's address.
 */
export async function ShareButtons({ path, title }: { path: string; title: string }) {
  const [t, article] = await Promise.all([getTranslations("Share"), getTranslations("Article")]);
  const url = absoluteUrl(path);
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  const networks = [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`, Icon: FacebookIcon },
    {
      label: "X (Twitter)",
      href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}`,
      Icon: XIcon,
    },
    {
      label: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
      Icon: LinkedinIcon,
    },
    { label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, Icon: WhatsappIcon },
  ];
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm font-semibold">{t("title")}</p>
      <ul className="flex gap-2">
        {networks.map(({ label, href, Icon }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={BUTTON}
              aria-label={t("on", { network: label })}
            >
              <Icon className="size-5" />
            </a>
          </li>
        ))}
        <li>
          <CopyLinkButton
            url={url}
            texts={{
              label: article("copyLink.label"),
              copied: article("copyLink.copied"),
              copiedDescription: article("copyLink.copiedDescription"),
              failed: article("copyLink.failed"),
            }}
            className={BUTTON}
          />
        </li>
      </ul>
    </div>
  );
}
