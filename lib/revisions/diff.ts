/** One run of a word-level comparison: words both texts share, or words only the older ('removed') or newer has. */
export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

/** Words and the spaces after them, so that joining the parts gives the text back. */
function tokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart["kind"], text: string) {
  const last = parts.at(-1);
  if (last && last.kind === kind) last.text += text;
  else if (text) parts.push({ kind, text });
}

/**
 * A word-level diff of two plain texts (longest common subsequence of their words, compared without the spaces
 * after them). The common beginning and end are set aside first, so that a small edit of a long article stays cheap.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const wordA = (i: number) => (a[i] ?? "").trimEnd();
  const wordB = (j: number) => (b[j] ?? "").trimEnd();
  let start = 0;
  while (start < a.length && start < b.length && wordA(start) === wordB(start)) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && wordA(endA - 1) === wordB(endB - 1)) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  push(parts, "same", b.slice(0, start).join(""));
  const n = endA - start;
  const m = endB - start;
  // lcs(i, j): length of the longest common subsequence of the middles of a and b from their i-th and j-th words.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  const lcs = (i: number, j: number) => lengths[i * (m + 1) + j] ?? 0;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * (m + 1) + j] =
        wordA(start + i) === wordB(start + j) ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (wordA(start + i) === wordB(start + j)) {
      push(parts, "same", b[start + j] ?? "");
      i++;
      j++;
    } else if (lcs(i + 1, j) >= lcs(i, j + 1)) {
      push(parts, "removed", a[start + i++] ?? "");
    } else {
      push(parts, "added", b[start + j++] ?? "");
    }
  }
  while (i < n) push(parts, "removed", a[start + i++] ?? "");
  while (j < m) push(parts, "added", b[start + j++] ?? "");
  push(parts, "same", b.slice(endB).join(""));
  return parts;
}
