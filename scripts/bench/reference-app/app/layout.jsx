// The reference of the public pages' benchmarks: a trivial Next.js page, built and served like the site.
export const metadata = {
  title: "Page de référence",
  description: "Une page Next.js triviale, mesurée à côté du site.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  );
}
