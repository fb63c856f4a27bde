import "server-only";
import { db, type Prisma } from "@/lib/db";
import { MESSAGE_FORM_TYPES, messageFields, messagePreview } from "@/lib/messages/rules";

/** Unread messages are the visitors' submitted forms (status 'completed') that nobody has processed yet. */
const unreadWhere = { status: "completed", formType: { in: [...MESSAGE_FORM_TYPES] } } satisfies Prisma.FormConversionWhereInput;

/** The bell's shape of a message (spec: id, name, email, subject, message, createdAt). */
export interface UnreadMessage {
  id: number;
  name: string;
  email: string | null;
  subject: string;
  /** The first 100 characters. */
  message: string;
  createdAt: string;
}

export function countUnreadMessages(): Promise<number> {
  return db.formConversion.count({ where: unreadWhere });
}

/** The newest unread messages, for the bell. */
export async function listUnreadMessages(limit: number): Promise<UnreadMessage[]> {
  const rows = await db.formConversion.findMany({
    where: unreadWhere,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, formType: true, email: true, data: true, createdAt: true, completedAt: true },
  });
  return rows.map((row) => {
    const fields = messageFields(row);
    return { id: row.id, ...fields, message: messagePreview(fields.message), createdAt: (row.completedAt ?? row.createdAt).toISOString() };
  });
}
