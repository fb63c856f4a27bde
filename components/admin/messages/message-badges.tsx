import {
  CircleCheck,
  CircleDashed,
  CircleX,
  FileText,
  type IconNode,
  Mail,
  MailOpen,
  MessageSquare,
  Newspaper,
  ReceiptText,
} from "lucide";
import type { ComponentProps } from "react";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import type { Locale } from "@/lib/i18n/locales";
import type { InboxMessage } from "@/lib/messages/inbox";
import { CONVERSION_STATUS_LABELS as STATUS_LABELS, FORM_TYPE_LABELS } from "@/lib/messages/rules";
import { cn } from "@/lib/utils";

type ConversionStatus = InboxMessage["status"];
type FormType = InboxMessage["form_type"];

type Variant = ComponentProps<typeof Badge>["variant"];

// Icons drawn from their data (components/ui/icon.tsx): the inbox repeats them on every row.
const STATUS_STYLE: Record<ConversionStatus, { variant: Variant; icon: IconNode; tone: string }> = {
  completed: { variant: "default", icon: Mail, tone: "text-primary" },
  processed: { variant: "success", icon: CircleCheck, tone: "text-success" },
  started: { variant: "secondary", icon: CircleDashed, tone: "text-muted-foreground" },
  abandoned: { variant: "outline", icon: CircleX, tone: "text-muted-foreground" },
};

const TYPE_ICONS: Record<FormType, IconNode> = {
  contact: MessageSquare,
  project: FileText,
  quote: ReceiptText,
  newsletter: Newspaper,
};

export function StatusBadge({ status }: { status: ConversionStatus }) {
  return <Badge variant={STATUS_STYLE[status].variant}>{STATUS_LABELS[status]}</Badge>;
}

export function TypeBadge({ type }: { type: FormType }) {
  return <Badge variant="outline">{FORM_TYPE_LABELS[type]}</Badge>;
}

/** Each language's name in the back office's French. */
const LANGUAGE_NAMES_IN_FRENCH: Record<Locale, string> = { fr: "français", en: "anglais" };

/** The language the visitor wrote in, as a short mark ('FR', 'EN'), named for screen readers and on hover. */
export function LanguageMark({ locale }: { locale: string }) {
  return (
    <Badge variant="outline" title={`Écrit en ${LANGUAGE_NAMES_IN_FRENCH[locale as Locale] ?? locale}`}>
      {locale.toUpperCase()}
    </Badge>
  );
}

/** The status as an icon, named for screen readers and on hover. */
export function StatusIcon({ status, className }: { status: ConversionStatus; className?: string }) {
  const { icon, tone } = status === "processed" ? { ...STATUS_STYLE.processed, icon: MailOpen } : STATUS_STYLE[status];
  return (
    <span title={STATUS_LABELS[status]} className="inline-flex">
      <Icon node={icon} className={cn("size-4", tone, className)} />
      <span className="sr-only">{STATUS_LABELS[status]}</span>
    </span>
  );
}

export function TypeIcon({ type, className }: { type: FormType; className?: string }) {
  const icon = TYPE_ICONS[type];
  return (
    <span title={FORM_TYPE_LABELS[type]} className="inline-flex">
      <Icon node={icon} className={cn("size-4 text-muted-foreground", className)} />
      <span className="sr-only">{FORM_TYPE_LABELS[type]}</span>
    </span>
  );
}
