// "Did you mean …?" for an unknown command or flag: the known word nearest by edit distance
// (Levenshtein: insertions, deletions, substitutions), when it is near enough to be a typo.

/** The number of single-character edits that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution))
    }
    previous = current
  }
  return previous[b.length] as number
}

/**
 * The word of `known` nearest to `word`, if at most a third of its letters, rounded up (at most
 * three) differ, or if one starts with the other (`--max` for `--max-requests`).
 */
export function nearest(word: string, known: readonly string[]): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.ceil(word.length / 3)))
  let best: { word: string; distance: number } | undefined
  for (const candidate of known) {
    const distance = editDistance(word.toLowerCase(), candidate)
    if (!best || distance < best.distance) best = { word: candidate, distance }
  }
  if (best && best.distance <= limit) return best.word
  if (word.length >= 3) return known.find(candidate => candidate.startsWith(word.toLowerCase()))
  return undefined
}

/** ` Did you mean …?` for `word` among `known` (as `show` spells them), or ''. */
export function didYouMean(
  word: string,
  known: readonly string[],
  show: (word: string) => string = w => w
): string {
  const match = nearest(word, known)
  return match === undefined ? '' : ` Did you mean ${show(match)}?`
}
