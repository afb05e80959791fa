/**
 * A small line-based unified diff (longest common subsequence), enough to show
 * a reader what drifted in a generated file; generated files are short.
 */

type Edit = { kind: ' ' | '-' | '+'; line: string };

function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function edits(a: string[], b: string[]): Edit[] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  // lcs[i * cols + j]: length of the common subsequence of a[i..] and b[j..].
  const lcs = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * cols + j] = a[i] === b[j] ? lcs[(i + 1) * cols + j + 1]! + 1 : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!);
    }
  }
  const out: Edit[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ kind: ' ', line: a[i++]! });
      j++;
    } else if (i < a.length && (j === b.length || lcs[(i + 1) * cols + j]! >= lcs[i * cols + j + 1]!)) {
      // Removals before additions, as diff and git print them.
      out.push({ kind: '-', line: a[i++]! });
    } else {
      out.push({ kind: '+', line: b[j++]! });
    }
  }
  return out;
}

/** A hunk's line range; an empty side names the line before it, as diff does. */
function range(start: number, count: number): string {
  return count === 0 ? `${start - 1},0` : `${start},${count}`;
}

/**
 * The unified diff from `before` to `after` with `context` lines around each
 * change, headed `--- {fromLabel}` / `+++ {toLabel}`; empty when equal.
 */
export function unifiedDiff(before: string, after: string, fromLabel: string, toLabel: string, context = 3): string {
  if (before === after) return '';
  const script = edits(splitLines(before), splitLines(after));
  const changed = script.map((edit, index) => (edit.kind === ' ' ? -1 : index)).filter((index) => index >= 0);
  const out = [`--- ${fromLabel}`, `+++ ${toLabel}`];
  if (changed.length === 0) {
    out.push('@@ only the final newline differs @@');
    return `${out.join('\n')}\n`;
  }
  let start = 0;
  while (start < changed.length) {
    let end = start;
    while (end + 1 < changed.length && changed[end + 1]! - changed[end]! <= 2 * context + 1) end++;
    const from = Math.max(0, changed[start]! - context);
    const to = Math.min(script.length - 1, changed[end]! + context);
    const prefix = script.slice(0, from);
    const hunk = script.slice(from, to + 1);
    const oldStart = prefix.filter((edit) => edit.kind !== '+').length + 1;
    const newStart = prefix.filter((edit) => edit.kind !== '-').length + 1;
    const oldCount = hunk.filter((edit) => edit.kind !== '+').length;
    const newCount = hunk.filter((edit) => edit.kind !== '-').length;
    out.push(`@@ -${range(oldStart, oldCount)} +${range(newStart, newCount)} @@`);
    for (const edit of hunk) out.push(`${edit.kind}${edit.line}`);
    start = end + 1;
  }
  return `${out.join('\n')}\n`;
}
