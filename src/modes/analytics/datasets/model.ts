import type { Counts } from '../../../kernel/api/analytics-schemas.js'
import type { AssistantRow, FeedbackRow, SearchRow } from '../../../kernel/api/analytics-schemas.js'
import type { Shown } from '../../../kernel/publish/reader-text.js'
import type { DateRange } from '../../../kernel/time/dates.js'

// The export's vocabulary: the datasets, their rows and counts, and the report's extra data. The rows
// and counts are the API's own shapes, inferred from the one schema of each; this module names them
// for the rest of the export, so the datasets, the fetching, the files and the report agree without
// importing one another.

export { DATASETS, type DatasetName } from '../input-types.js'
export type { DateRange } from '../../../kernel/time/dates.js'
export type {
  AssistantRow,
  CallerStats,
  Counts,
  FeedbackByPageRow,
  FeedbackRow,
  PageRow,
  SearchRow
} from '../../../kernel/api/analytics-schemas.js'

/** The rows that carry reader text, as a place may show them (the gate has made it text). */
export type ShownSearchRow = Shown<SearchRow>
export type ShownFeedbackRow = Shown<FeedbackRow>
export type ShownAssistantRow = Shown<AssistantRow>

/** One day of the trend (`daily: true`): one `/views` (and `/visitors`) request with limit=1 per day. */
export interface DailyPoint {
  /** `YYYY-MM-DD`, the day's inclusive start. */
  date: string
  views: Counts
  visitors?: Counts
}

/** The previous period of the same length, for the report's comparisons. */
export interface PreviousPeriod {
  range: DateRange
  views?: Counts
  visitors?: Counts
  totalSearches?: number
  /** Per-page views of the previous period, from a previous export's JSON or a fetch the user asked for. */
  pages?: ReadonlyMap<string, Counts>
  /** Why the fetched per-page views are not whole (rows lost while paging): the comparison is partial. */
  pagesPartial?: string
}
