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
  SearchRow,
  ShownAssistantRow,
  ShownFeedbackRow,
  ShownSearchRow
} from '../datasets/model.js'
import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { ReaderText } from '../../../kernel/publish/reader-text.js'
import type { GapsReport } from './gaps.js'
import type { ReportHistory } from './history-section.js'

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
  /** Datasets asked for whose first page the export never read (it stopped first): absent below. */
  notFetched?: DatasetName[]
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
  /** The docs-gap loop (`gaps: true`): shown near the top. */
  gaps?: GapsReport<ReaderText>
  /** The history's trends and the loop's cohorts (`history: true` or `history-dir`). */
  history?: ReportHistory
  /** Given here or, once the files are written and uploaded, to `markdown`. */
  exportDir?: ReportAbout['exportDir']
  files?: ReportAbout['files']
  artifact?: ReportAbout['artifact']
}

/** Where the export's files are, and the artifact they went into: the report's last section. */
export interface ReportAbout {
  /** `output-dir`: the files are named within it. */
  exportDir?: string
  files?: string[]
  artifact?: { name: string; id?: number; url?: string; note?: string }
}

/** What the report takes from the inputs, decided before it renders. */
export interface ReportSettings {
  /**
   * The run's publication gate: the report's reader text is what its places (the job summary,
   * report.md, the report issue: one rendering) may carry.
   */
  gate: PublicationGate
}

/** The parts of the report that carry reader text, as the gate lets it out. */
export interface ShownText {
  searches?: { totalSearches: number; rows: ShownSearchRow[] }
  feedback?: { rows: ShownFeedbackRow[] }
  assistant?: { rows: ShownAssistantRow[]; callerStats?: CallerStats }
  gaps?: GapsReport
}
