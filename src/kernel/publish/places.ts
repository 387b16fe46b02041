// Every place the action writes, declared once with whose eyes it reaches. The publication gate
// (gate.ts) decides from this table alone what reader text each place may carry.
//
// - repository: the place is as public as the repository. A public repository's logs and job
//   summaries can be read by anyone, its artifacts downloaded by anyone signed in to GitHub; a
//   repository whose visibility is unknown counts as public. On the command line the files and the
//   terminal are the person's own, read as a private repository's.
// - prompt: the agent's prompt. The agent may quote it in a pull request of the docs repository,
//   whose visibility the action cannot see: it carries reader text as `reader-text` says (redacted by
//   default), whatever this repository's visibility; turning on `gaps-agent` is the workflow saying so.
// - service: a request to the docs platform's API, which the text came from (a gap's wording asked of
//   the discovery search): it is not published, and goes as the run holds it.
// - public: the place reaches the public whatever the repository's visibility (the page, which a
//   GitHub Pages site serves publicly even from a private repository; private Pages needs GitHub
//   Enterprise Cloud): no reader text unless the workflow says `keep`.
// - sealed: encrypted with a key derived from the API key (the loop's state, the history branch): no
//   reader of the repository can read it, so what the run needs to read back is kept there.

export type PlaceAudience = 'repository' | 'public' | 'prompt' | 'sealed' | 'service'

export const PLACES = {
  /** The run's log (the step's log, the terminal's stderr). */
  log: 'repository',
  /** The job summary. */
  summary: 'repository',
  /** report.md in `output-dir`. */
  'report-file': 'repository',
  /** The report issue and its comments. */
  issue: 'repository',
  /** A pull request's comment. */
  'pr-comment': 'repository',
  /** A check run's title and summary. */
  'check-run': 'repository',
  /** The step's outputs (and --json on the command line). */
  output: 'repository',
  /** The files of the uploaded artifact: the datasets, gaps.json and gaps.csv, the checkpoint. */
  artifact: 'repository',
  /** The report's charts (SVG files and Mermaid blocks). */
  chart: 'repository',
  /** The page (index.html in `output-dir` and on the history branch), which Pages may serve. */
  page: 'public',
  /** The agent's prompt. */
  prompt: 'prompt',
  /** The loop's encrypted state and the history branch. */
  sealed: 'sealed',
  /** A request to the docs platform's API. */
  api: 'service'
} as const satisfies Record<string, PlaceAudience>

export type Place = keyof typeof PLACES

/** The places the report goes: the job summary, report.md and the report issue are one rendering. */
export const REPORT_PLACES = ['summary', 'report-file', 'issue'] as const satisfies readonly Place[]

/**
 * Who a front end writes for: `repository` (a GitHub Actions step: the repository's readers), or
 * `operator` (the command line: the person running it, whose own disk and terminal these are).
 */
export type FrontEndAudience = 'repository' | 'operator'
