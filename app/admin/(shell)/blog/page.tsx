import type { Metadata } from "next";
import { adminPage } from "@/lib/auth/page";
import { postsListPage } from "../blogs/list-page";

export const metadata: Metadata = { title: "Articles de blog" };

/** The spec's second address of the article list. */
export default adminPage("/admin/blog", postsListPage);
