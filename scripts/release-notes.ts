// `npx tsx scripts/release-notes.ts v1.2.0`: the notes of a release, as the release workflow publishes
// them. It checks that the tag is a release tag (`vX.Y.Z`) and that the checked-out commit is that
// release (package.json, src/kernel/version.ts and a CHANGELOG.md section all name the version), then
// prints the version's CHANGELOG.md section. Exits 1, saying what disagrees, otherwise.
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { changelogSection, VERSION_PATTERN } from './changelog.js'

/** The release notes for `tag` in the repository at `root`; throws naming what disagrees. */
export function releaseNotes(root: string, tag: string): string {
  const version = tag.replace(/^v/, '')
  if (!tag.startsWith('v') || !VERSION_PATTERN.test(version)) {
    throw new Error(`"${tag}" is not a release tag (vX.Y.Z, e.g. v1.2.0)`)
  }
  const problems: string[] = []
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string }
  if (pkg.version !== version) problems.push(`package.json says ${pkg.version ?? 'no version'}`)
  const source = readFileSync(join(root, 'src/kernel/version.ts'), 'utf8')
  const shipped = /^export const VERSION = '([^']*)'$/m.exec(source)?.[1]
  if (shipped !== version) problems.push(`src/kernel/version.ts says ${shipped ?? 'no VERSION'}`)
  const notes = changelogSection(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), version)
  if (!notes) problems.push(`CHANGELOG.md has no (or an empty) "## [${version}]" section`)
  if (problems.length || !notes) {
    throw new Error(
      `${tag} is not a commit made by \`npm run release -- ${version}\`: ${problems.join('; ')}`
    )
  }
  return notes
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
    process.stdout.write(`${releaseNotes(root, process.argv[2] ?? '')}\n`)
  } catch (error) {
    console.error(`release-notes: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
