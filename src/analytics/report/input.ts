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

/** Everything the report (job summary and report.md) is made from. Each dataset is present only when exported. */
export interface ReportInput {
  range: DateRange
  complete: boolean
  /** Why the export stopped early, when `complete` is false. */
  incompleteReason?: string
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
  exportDir?: string
  files: string[]
  artifact?: { name: string; id?: number; url?: string; note?: string }
}
