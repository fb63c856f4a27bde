import {
  CheckCircle2Icon,
  CircleDashedIcon,
  FileTextIcon,
  MailIcon,
  MailOpenIcon,
  MessageSquareIcon,
  NewspaperIcon,
  ReceiptTextIcon,
  XCircleIcon,
} from "lucide-react";
import type { ComponentProps } from "react";
import { Badge } from "@/components/ui/badge";
import type { InboxMessage } from "@/lib/messages/inbox";
import { CONVERSION_STATUS_LABELS as STATUS_LABELS, FORM_TYPE_LABELS } from "@/lib/messages/rules";
import { cn } from "@/lib/utils";

type ConversionStatus = InboxMessage["status"];
type FormType = InboxMessage["form_type"];

type Variant = ComponentProps<typeof Badge>["variant"];

const STATUS_STYLE: Record<ConversionStatus, { variant: Variant; icon: typeof MailIcon; tone: string }> = {
  completed: { variant: "default", icon: MailIcon, tone: "text-primary" },
  processed: { variant: "success", icon: CheckCircle2Icon, tone: "text-success" },
  started: { variant: "secondary", icon: CircleDashedIcon, tone: "text-muted-foreground" },
  abandoned: { variant: "outline", icon: XCircleIcon, tone: "text-muted-foreground" },
};

const TYPE_ICONS: Record<FormType, typeof MailIcon> = {
  contact: MessageSquareIcon,
  project: FileTextIcon,
  quote: ReceiptTextIcon,
  newsletter: NewspaperIcon,
};

export function StatusBadge({ status }: { status: ConversionStatus }) {
  return <Badge variant={STATUS_STYLE[status].variant}>{STATUS_LABELS[status]}</Badge>;
}

export function TypeBadge({ type }: { type: FormType }) {
  return <Badge variant="outline">{FORM_TYPE_LABELS[type]}</Badge>;
}

/** The status as an icon, named for screen readers and on hover. */
export function StatusIcon({ status, className }: { status: ConversionStatus; className?: string }) {
  const { icon: Icon, tone } =
    status === "processed" ? { ...STATUS_STYLE.processed, icon: MailOpenIcon } : STATUS_STYLE[status];
  return (
    <span title={STATUS_LABELS[status]} className="inline-flex">
      <Icon className={cn("size-4", tone, className)} aria-hidden />
      <span className="sr-only">{STATUS_LABELS[status]}</span>
    </span>
  );
}

export function TypeIcon({ type, className }: { type: FormType; className?: string }) {
  const Icon = TYPE_ICONS[type];
  return (
    <span title={FORM_TYPE_LABELS[type]} className="inline-flex">
      <Icon className={cn("size-4 text-muted-foreground", className)} aria-hidden />
      <span className="sr-only">{FORM_TYPE_LABELS[type]}</span>
    </span>
  );
}
