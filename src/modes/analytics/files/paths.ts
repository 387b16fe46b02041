import { join } from 'node:path'
import type { ExportFormat } from '../input-types.js'
import type { DatasetName } from '../datasets/model.js'

// Every file of an export, named in one place: each dataset's CSV and JSON, the daily trend, the
// report, its charts and the checkpoint, all in `output-dir`. A resumed run and `previous-export` find the JSON
// files of an earlier run by these same names.

/** Each dataset's file name, without the extension. */
const DATASET_FILE_NAMES: Record<DatasetName, string> = {
  views: 'page-views',
  visitors: 'visitors',
  searches: 'searches',
  feedback: 'feedback',
  'feedback-by-page': 'feedback-by-page',
  assistant: 'assistant-conversations'
}

/** `page-views.json`: a dataset's file name in a format. */
export const datasetFileName = (name: DatasetName, format: ExportFormat): string =>
  `${DATASET_FILE_NAMES[name]}.${format}`

export const datasetFile = (dir: string, name: DatasetName, format: ExportFormat): string =>
  join(dir, datasetFileName(name, format))

/** `daily.csv` / `daily.json`: the daily trend (`daily: true`). */
export const dailyFile = (dir: string, format: ExportFormat): string => join(dir, `daily.${format}`)

export const REPORT_FILE = 'report.md'
export const reportFile = (dir: string): string => join(dir, REPORT_FILE)

/** The report's charts as SVG pictures, beside report.md: `chart-top-pages.svg`. */
export const chartFileName = (name: string): string => `chart-${name}.svg`

/** Written beside the files of an export that stopped early; `resume-from` points at it. */
export const CHECKPOINT_FILE = 'export-checkpoint.json'
export const checkpointFile = (dir: string): string => join(dir, CHECKPOINT_FILE)

/** The datasets' reader text, sealed and encrypted, where the readable files carry none of it. */
export const SEALED_FILE = 'reader-text.sealed'
export const sealedFile = (dir: string): string => join(dir, SEALED_FILE)
