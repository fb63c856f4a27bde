export default function ReferencePage() {
  return (
    <main>
      <h1>Page de référence</h1>
      <p>Une page Next.js triviale, rendue au build : ce que le framework seul coûte sur cette machine.</p>
    </main>
  );
}
