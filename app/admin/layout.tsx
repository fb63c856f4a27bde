import type { Metadata } from "next";
import { Document, DOCUMENT_METADATA, DOCUMENT_VIEWPORT } from "@/app/document";
import { Toaster } from "@/components/ui/sonner";

// A root layout of its own (app/document.tsx says why); the back office is in French.

export const metadata: Metadata = {
  ...DOCUMENT_METADATA,
  title: { default: "Back-office", template: "%s | Back-office" },
  robots: { index: false, follow: false },
};

export const viewport = DOCUMENT_VIEWPORT;

export default function AdminLayout({ children }: LayoutProps<"/admin">) {
  return (
    <Document lang="fr">
      {children}
      <Toaster />
    </Document>
  );
}
