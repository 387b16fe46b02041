// The bundle project's globalSetup: its tests run the built dist/index.js (or DOCS_AGENT_BUNDLE), so
// before any of them runs, the bundle must have been built from the sources in src/. Otherwise the
// run stops here and says so, instead of quietly testing an old bundle. See scripts/source-hash.js.
import { dirname, join, resolve } from 'node:path'
import { bundleProblem } from '../../scripts/source-hash.js'

const ROOT = resolve(import.meta.dirname, '..', '..')

export default function checkBundleSources() {
  const bundle = process.env.DOCS_AGENT_BUNDLE
  const dir = bundle ? dirname(resolve(bundle)) : join(ROOT, 'dist')
  const name = bundle ? `${dir} (DOCS_AGENT_BUNDLE)` : 'dist/'
  const problem = bundleProblem(ROOT, dir, name)
  if (problem) throw new Error(problem)
}
