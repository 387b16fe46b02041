import type {
  AssistantRow,
  CallerStats,
  Counts,
  DailyPoint,
  DatasetName,
  DateRange,
  FeedbackByPageRow,
  FeedbackRow,
  PageRow,
  PreviousPeriod,
  SearchRow
} from '../datasets/model.js'
import type { GapsReport } from './gaps.js'

/** Everything the report (job summary and report.md) is made from. Each dataset is present only when exported. */
export interface ReportInput {
  range: DateRange
  complete: boolean
  /** Why the export stopped early, when `complete` is false. */
  incompleteReason?: string
  /** Where the rows differ from the API's site-wide totals (views, visitors): said, not a failure. */
  totalsNotes?: string[]
  /** Every HTTP attempt, retries included. */
  requests: number
  /** Requests per dataset in this run (a resumed run counts its own). */
  datasetRequests?: Partial<Record<DatasetName, number>>
  /** The checkpoint file, when the export stopped early: pass it to `resume-from`. */
  checkpoint?: string
  views?: { totals: Counts; count: number; top: PageRow[]; all: () => Iterable<PageRow> }
  visitors?: { totals: Counts; count: number; top: PageRow[] }
  searches?: { totalSearches: number; rows: SearchRow[] }
  feedback?: { rows: FeedbackRow[] }
  feedbackByPage?: { rows: FeedbackByPageRow[]; truncated: boolean }
  assistant?: { rows: AssistantRow[]; callerStats?: CallerStats }
  previous?: PreviousPeriod
  daily?: DailyPoint[]
  /** Set when the trend covers fewer days than the range (it was stopped): says how many. */
  dailyNote?: string
  /** The run was cancelled after the datasets were in (while the report's extras were fetched). */
  cancelled?: boolean
  exportDir?: string
  files: string[]
  artifact?: { name: string; id?: number; url?: string; note?: string }
  /** The docs-gap loop (`gaps: true`): shown near the top. */
  gaps?: GapsReport
}
