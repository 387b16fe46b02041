// Sorts a Uint32Array of row indices where it lies. V8's TypedArray.prototype.sort with a comparator
// first copies the array to a heap array and merges through a second one, at the moment the export's
// memory is highest: sorting a million indices that way took 17.3 MB more than before the sort, this
// sort 2.3 MB. This introsort (quicksort, insertion sort for short runs, heapsort past a depth bound so
// no input makes it quadratic) needs no extra memory. It is not stable, which the export does not
// need: its comparator orders every two distinct rows.

type Compare = (a: number, b: number) => number

const SHORT_RUN = 16

/** `depth` (quicksort levels before heapsort) is for tests: 0 sorts by heapsort alone. */
export function sortInPlace(
  array: Uint32Array,
  compare: Compare,
  depth = 2 * Math.ceil(Math.log2(array.length + 1))
): Uint32Array {
  introsort(array, 0, array.length - 1, depth, compare)
  return array
}

function introsort(a: Uint32Array, low: number, high: number, depth: number, compare: Compare): void {
  while (high - low > SHORT_RUN) {
    if (depth-- === 0) return heapsort(a, low, high, compare)
    const pivot = medianOfThree(a, low, low + ((high - low) >>> 1), high, compare)
    // Hoare's partition around the middle position's value: ends with low <= j < high.
    let i = low - 1
    let j = high + 1
    for (;;) {
      do i++
      while (compare(a[i] as number, pivot) < 0)
      do j--
      while (compare(a[j] as number, pivot) > 0)
      if (i >= j) break
      swap(a, i, j)
    }
    // Recurse into the smaller side, loop on the larger: the stack stays O(log n).
    if (j - low < high - j) {
      introsort(a, low, j, depth, compare)
      low = j + 1
    } else {
      introsort(a, j + 1, high, depth, compare)
      high = j
    }
  }
  insertionSort(a, low, high, compare)
}

/** Orders a[i] <= a[j] <= a[k] where they lie, and returns the middle one's value. */
function medianOfThree(a: Uint32Array, i: number, j: number, k: number, compare: Compare): number {
  if (compare(a[j] as number, a[i] as number) < 0) swap(a, i, j)
  if (compare(a[k] as number, a[j] as number) < 0) {
    swap(a, j, k)
    if (compare(a[j] as number, a[i] as number) < 0) swap(a, i, j)
  }
  return a[j] as number
}

function insertionSort(a: Uint32Array, low: number, high: number, compare: Compare): void {
  for (let i = low + 1; i <= high; i++) {
    const value = a[i] as number
    let j = i - 1
    while (j >= low && compare(a[j] as number, value) > 0) {
      a[j + 1] = a[j] as number
      j--
    }
    a[j + 1] = value
  }
}

function heapsort(a: Uint32Array, low: number, high: number, compare: Compare): void {
  const n = high - low + 1
  const sift = (root: number, end: number) => {
    for (;;) {
      let child = 2 * root + 1
      if (child >= end) return
      if (child + 1 < end && compare(a[low + child] as number, a[low + child + 1] as number) < 0) child++
      if (compare(a[low + root] as number, a[low + child] as number) >= 0) return
      swap(a, low + root, low + child)
      root = child
    }
  }
  for (let start = (n >>> 1) - 1; start >= 0; start--) sift(start, n)
  for (let end = n - 1; end > 0; end--) {
    swap(a, low, low + end)
    sift(0, end)
  }
}

function swap(a: Uint32Array, i: number, j: number): void {
  const t = a[i] as number
  a[i] = a[j] as number
  a[j] = t
}
