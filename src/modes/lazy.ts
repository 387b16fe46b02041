import type { AnyModeDefinition } from '../kernel/run/mode.js'
import type { Mode } from './index.js'

// Each mode's definition, loaded on its own: a sub-action's entry names its mode, and only that mode's
// definition (its inputs and parser) loads before its first request. The mode table (index.ts) loads
// them all, for the root action's `mode` input. A mode missing here is a compile error.

export const MODE_LOADERS = {
  agent: async () => (await import('./agent/index.js')).agent,
  analytics: async () => (await import('./analytics/index.js')).analytics,
  deploy: async () => (await import('./platform/index.js')).deploy,
  preview: async () => (await import('./platform/index.js')).preview,
  automation: async () => (await import('./platform/index.js')).automation,
  sweep: async () => (await import('./sweep/index.js')).sweep
} satisfies Record<Mode, () => Promise<AnyModeDefinition>>
