import { isPlausibleId } from '../../kernel/outside.js'
import { isPullRequest, type Trigger } from '../../kernel/trigger/index.js'
import type { Reader } from '../../kernel/inputs/reader.js'
import type { CommonInputName } from '../../kernel/inputs/registry.js'
import {
  DEPLOY_FAIL_ON_VALUES,
  type AutomationInputs,
  type DeployInputs,
  type PreviewInputs
} from './input-types.js'
import { type CommonInputs } from '../../kernel/inputs/types.js'
import { WAIT_INPUTS, waitInputs } from '../../kernel/inputs/waiting.js'
import { ADMISSION_INPUTS, admissionRules } from '../../kernel/inputs/admission.js'

// The inputs of the modes that start something on the docs platform: a deployment (nothing but how
// to wait), a preview (its branch, by default the pull request's head branch) and an automation (its
// id). They wait as agent mode does: `wait`, `poll-interval-seconds`, `fail-on`.

/** A branch name as git allows it, loosely: no whitespace or control characters, bounded. */
// eslint-disable-next-line no-control-regex
const BRANCH = /^[^\s\u0000-\u001f\u007f]{1,255}$/u
/** The inputs of each platform mode besides the common ones, with action.yml's defaults. */
export const DEPLOY_INPUTS = { ...WAIT_INPUTS, ...ADMISSION_INPUTS } as const
export const PREVIEW_INPUTS = {
  ...WAIT_INPUTS,
  ...ADMISSION_INPUTS,
  // Empty: the pull request's head branch on a pull request event.
  branch: undefined,
  'comment-on-pr': 'true'
} as const
export const AUTOMATION_INPUTS = { ...WAIT_INPUTS, ...ADMISSION_INPUTS, 'automation-id': undefined } as const

type InputName =
  keyof typeof DEPLOY_INPUTS | keyof typeof PREVIEW_INPUTS | keyof typeof AUTOMATION_INPUTS | CommonInputName

export function deployInputs(r: Reader<InputName>, common: CommonInputs): DeployInputs {
  return {
    ...common,
    mode: 'deploy',
    ...waitInputs(r, 'deploy', DEPLOY_FAIL_ON_VALUES),
    ...whoMayStart(r)
  }
}

export function previewInputs(r: Reader<InputName>, common: CommonInputs, trigger: Trigger): PreviewInputs {
  return {
    ...common,
    mode: 'preview',
    branch: previewBranch(r, trigger) ?? '',
    ...waitInputs(r, 'preview', DEPLOY_FAIL_ON_VALUES),
    commentOnPr: r.flag('comment-on-pr'),
    ...whoMayStart(r)
  }
}

export function automationInputs(r: Reader<InputName>, common: CommonInputs): AutomationInputs {
  const automationId = r.raw('automation-id')
  if (!automationId) {
    r.problems.push(
      '`automation-id` is required in automation mode: the id of an automation on a custom schedule, from its page in the dashboard'
    )
  } else if (!isPlausibleId(automationId)) {
    r.problems.push(
      `\`automation-id\` must be one id, without spaces or control characters and at most 128 characters, got ${JSON.stringify(automationId)}`
    )
  }
  return { ...common, mode: 'automation', automationId, ...waitInputs(r, 'automation'), ...whoMayStart(r) }
}

/** Who may start the mode from a comment (the kernel's rules), and the token that reads permissions. */
function whoMayStart(r: Reader<InputName>): Pick<DeployInputs, 'admission' | 'githubToken'> {
  return { admission: admissionRules(r), githubToken: r.raw('github-token') }
}

/** `branch`, or the head branch of the event's pull request; undefined (with the problem) when neither. */
function previewBranch(r: Reader<InputName>, trigger: Trigger): string | undefined {
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
