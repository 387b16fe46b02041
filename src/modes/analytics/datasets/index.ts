import { DATASETS, type DatasetName } from './model.js'
import { assistantSpec } from './assistant.js'
import { feedbackByPageSpec, feedbackSpec } from './feedback.js'
import { viewsSpec, visitorsSpec } from './pages.js'
import { searchesSpec } from './searches.js'
import type { DatasetSpec } from './spec.js'
import type { FeedbackFilter } from '../input-types.js'

export type { DatasetSpec } from './spec.js'

export interface SpecOptions {
  includeContact: boolean
  /** Which feedback both feedback endpoints return; absent: all. */
  feedbackFilter?: FeedbackFilter
}

/** The label of the data an endpoint (`feedback/by-page`, `assistant/caller-stats`) serves, for messages. */
export function labelOf(endpoint: string): string | undefined {
  for (const name of DATASETS) {
    const spec = datasetSpec(name, { includeContact: false })
    if (spec.endpoint.join('/') === endpoint) return spec.label
    if (spec.extra?.endpoint.join('/') === endpoint) return spec.extra.label
  }
  return undefined
}

export function datasetSpec(name: DatasetName, options: SpecOptions): DatasetSpec {
  switch (name) {
    case 'views':
      return viewsSpec as DatasetSpec
    case 'visitors':
      return visitorsSpec as DatasetSpec
    case 'searches':
      return searchesSpec as DatasetSpec
    case 'feedback':
      return feedbackSpec(options.includeContact, options.feedbackFilter) as DatasetSpec
    case 'feedback-by-page':
      return feedbackByPageSpec(options.feedbackFilter) as DatasetSpec
    case 'assistant':
      return assistantSpec as DatasetSpec
  }
}
