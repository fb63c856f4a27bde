import { redirect } from "next/navigation";
import { MESSAGES_PATH } from "@/components/admin/messages/messages-href";

/** A detail address without an id names no message: back to the list. */
export default function MessageDetailWithoutId() {
  redirect(MESSAGES_PATH);
}
