import type { DatasetName } from './model.js'
import { assistantSpec } from './assistant.js'
import { feedbackByPageSpec, feedbackSpec } from './feedback.js'
import { viewsSpec, visitorsSpec } from './pages.js'
import { searchesSpec } from './searches.js'
import type { DatasetSpec } from './spec.js'

export type { DatasetSpec } from './spec.js'

export interface SpecOptions {
  includeContact: boolean
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
      return feedbackSpec(options.includeContact) as DatasetSpec
    case 'feedback-by-page':
      return feedbackByPageSpec as DatasetSpec
    case 'assistant':
      return assistantSpec as DatasetSpec
  }
}
