"use client";

import { useEffect } from "react";

// Shown instead of the root layout when the layout itself failed: it has its own document, without the site's styles
// (Next.js docs), hence the few styles written here.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <html lang="fr">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: 0, padding: "4rem 1.5rem", textAlign: "center" }}>
        <title>Une erreur est survenue</title>
        <h1>Une erreur est survenue</h1>
        <p>Le site n&apos;a pas pu s&apos;afficher. Réessayez dans un instant.</p>
        <p style={{ display: "flex", gap: "1rem", justifyContent: "center" }}>
          <button type="button" onClick={retry} style={{ font: "inherit", padding: "0.5rem 1rem" }}>
            Réessayer
          </button>
          {/* A full page load on purpose: the application failed to start. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" style={{ padding: "0.5rem 1rem" }}>
            Retour à l&apos;accueil
          </a>
        </p>
      </body>
    </html>
  );
}
