import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { SiteLink } from "./site-link";

/** The coloured box at the end of a project's or an article's sidebar, with one link. */
export function SidebarCallout({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: { href: string; label: string };
}) {
  return (
    <div className="rounded-2xl bg-primary p-6 text-primary-foreground">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2 text-sm">{text}</p>
      <Button asChild variant="secondary" className="mt-4 w-full">
        <SiteLink href={link.href}>
          {link.label} <Icon node={ArrowRight} aria-hidden />
        </SiteLink>
      </Button>
    </div>
  );
}
