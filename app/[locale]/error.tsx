"use client";

export { LazyPageError as default } from "@/components/site/lazy-page-error";
