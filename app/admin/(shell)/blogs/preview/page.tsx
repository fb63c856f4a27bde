import { redirect } from "next/navigation";

/** /admin/blogs/preview without an id: back to the list. */
export default function PreviewWithoutIdRoute() {
  redirect("/admin/blogs");
}
