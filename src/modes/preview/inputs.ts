import { isPullRequest, type Trigger } from '../../kernel/trigger/index.js'
import type { InputParser } from '../../kernel/inputs/parser.js'
import type { CommonInputName } from '../../kernel/inputs/registry.js'
import type { CommonInputs } from '../../kernel/inputs/types.js'
import { waitInputs } from '../../kernel/inputs/waiting.js'
import { DEPLOY_FAIL_ON_VALUES } from '../deployment/input-types.js'
import { DEPLOYMENT_INPUTS, startedBy } from '../deployment/inputs.js'
import type { PreviewInputs } from './input-types.js'

// The inputs of preview mode: its branch (by default the pull request's head branch), whether to
// comment on the pull request, and how to wait for the preview deployment (as deploy mode does).

/** A branch name as git allows it, loosely: no whitespace or control characters, bounded. */
// eslint-disable-next-line no-control-regex
const BRANCH = /^[^\s\u0000-\u001f\u007f]{1,255}$/u
/** Besides the common inputs, with action.yml's defaults. */
export const PREVIEW_INPUTS = {
  ...DEPLOYMENT_INPUTS,
  // Empty: the pull request's head branch on a pull request event.
  branch: undefined,
  'comment-on-pr': 'true',
  // Empty: one comment per project.
  'matrix-leg': undefined
} as const

type InputName = keyof typeof PREVIEW_INPUTS | CommonInputName

export function previewInputs(
  r: InputParser<InputName>,
  common: CommonInputs,
  trigger: Trigger
): PreviewInputs {
  return {
    ...common,
    mode: 'preview',
    branch: previewBranch(r, trigger) ?? '',
    ...waitInputs(r, 'preview', DEPLOY_FAIL_ON_VALUES),
    commentOnPr: r.flag('comment-on-pr'),
    matrixLeg: matrixLeg(r),
    ...startedBy(r)
  }
}

/** A leg's name goes into a hidden marker: short and printable, so no `-->` can close it early. */
const LEG = /^[\w.:/@+=-]{1,64}$/u

/** `matrix-leg`: empty, or a short name such as `${{ matrix.docs }}`. */
function matrixLeg(r: InputParser<InputName>): string {
  const given = r.raw('matrix-leg')
  if (!given || LEG.test(given)) return given
  r.problems.push(
    `\`matrix-leg\` must be a short name (letters, digits and . _ - : / @ + =, at most 64 characters), such as \`\${{ matrix.docs }}\`, got ${JSON.stringify(given)}`
  )
  return ''
}

/** `branch`, or the head branch of the event's pull request; undefined (with the problem) when neither. */
function previewBranch(r: InputParser<InputName>, trigger: Trigger): string | undefined {
  const given = r.raw('branch')
  if (given) {
    if (BRANCH.test(given)) return given
    r.problems.push(
      `\`branch\` must be a branch name, without spaces or control characters and at most 255 characters, got ${JSON.stringify(given)}`
    )
    return undefined
  }
  const event = trigger.event || 'unknown'
  if (!isPullRequest(trigger)) {
    r.problems.push(
      `\`branch\` is required in preview mode outside a pull request (this run's event is \`${event}\`): name the branch to preview, such as \`branch: \${{ github.ref_name }}\``
    )
    return undefined
  }
  // The payload's head branch, else GITHUB_HEAD_REF (the Trigger falls back to it).
  const ref = trigger.head?.ref
  if (!ref || !BRANCH.test(ref)) {
    r.problems.push(
      "`branch` is empty and the pull request's head branch could not be read from the event: set `branch`"
    )
    return undefined
  }
  if (trigger.fromFork) {
    const repo = trigger.head?.repo
    r.problems.push(
      `\`branch\` is empty and the pull request comes from a fork${repo !== undefined ? ` (${JSON.stringify(repo)})` : ''}: its branch is not in this repository, so the docs platform cannot build a preview of it. Skip forks, or set \`branch\``
    )
    return undefined
  }
  return ref
}
