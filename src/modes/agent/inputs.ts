import { z } from 'zod'
import { isUsableJobId } from '../../kernel/safe-text.js'
import { promptFromFile } from './prompt-file.js'
import { type InputParser } from '../../kernel/inputs/parser.js'
import type { CommonInputName } from '../../kernel/inputs/registry.js'
import { PR_UPDATES, type AdmissionInputs, type AgentInputs } from './input-types.js'
import { ADMISSION_INPUTS, admissionRules, inputList, loginsOf } from '../../kernel/inputs/admission.js'
import { type CommonInputs } from '../../kernel/inputs/types.js'
import { WAIT_INPUTS, waitInputs } from '../../kernel/inputs/waiting.js'
import { isComment, type Trigger } from '../../kernel/trigger/index.js'

/** Every input agent mode reads besides the common ones, with action.yml's default. */
export const AGENT_INPUTS = {
  prompt: undefined,
  'job-id': undefined,
  ...WAIT_INPUTS,
  'prompt-file': undefined,
  'event-context': 'true',
  'pr-updates': 'follow-up',
  'comment-on-pr': 'true',
  'check-run': 'true',
  'previous-api-key': undefined,
  command: '/docs',
  'allow-edited-comments': 'false',
  ...ADMISSION_INPUTS,
  'agent-authors': 'mintlify[bot]',
  'skip-paths': undefined,
  'reply-when-done': 'false'
} as const

type InputName = keyof typeof AGENT_INPUTS | CommonInputName

// The agent mode's inputs: the instruction (`prompt` or `prompt-file`), the job to follow, how to
// wait for it, what fails the step, and the pull request's comment.

export function agentInputs(
  r: InputParser<InputName>,
  common: CommonInputs,
  env: NodeJS.ProcessEnv,
  trigger: Trigger
): AgentInputs {
  const promptText = r.untrimmed('prompt')
  const promptFile = r.raw('prompt-file')
  let prompt = promptText.trim() ? promptText.trim() : undefined
  if (promptText && !promptText.trim() && !promptFile) {
    r.problems.push(
      '`prompt` is blank (only spaces or newlines): give the instruction, or leave `prompt` out with `job-id` to wait for a job'
    )
  } else if (promptFile && promptText.trim()) {
    r.problems.push('`prompt` and `prompt-file` are both given: use one of them')
  } else if (promptFile) {
    const read = promptFromFile(promptFile, env)
    if ('problem' in read) r.problems.push(read.problem)
    else prompt = read.prompt
  }
  const jobId = r.raw('job-id') || undefined
  // The same rule as for an id the API returns: bounded, no control characters.
  if (jobId !== undefined && !isUsableJobId(jobId))
    r.problems.push('`job-id` must be 1 to 128 characters with no line breaks or other control characters')
  // On a comment the instruction may come from the comment itself (the text after `command`).
  const onComment = isComment(trigger)
  if (prompt === undefined && jobId === undefined && !promptFile && !promptText && !onComment) {
    r.problems.push(
      '`prompt` or `job-id` is required: `prompt` creates a job, `job-id` waits for one, both send a follow-up'
    )
  }
  const prUpdates = r.parse('pr-updates', z.enum(PR_UPDATES, { message: 'must be `follow-up` or `new-job`' }))
  const waiting = waitInputs(r, 'agent')
  // A `??` below only completes the type: a value that failed has its problem recorded, and
  // parseInputs throws instead of returning this object. The defaults are in registry.ts.
  return {
    ...common,
    mode: 'agent',
    prompt,
    jobId,
    ...waiting,
    eventContext: r.flag('event-context'),
    prUpdates: prUpdates ?? 'follow-up',
    commentOnPr: r.flag('comment-on-pr'),
    checkRun: r.flag('check-run'),
    previousApiKey: previousApiKey(r),
    githubToken: r.raw('github-token'),
    admission: admissionInputs(r)
  }
}

/** `previous-api-key`: the key `api-key` replaced, whose seal on a pull request's state still counts. */
function previousApiKey(r: InputParser<InputName>): string | undefined {
  const key = r.raw('previous-api-key')
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key))
    r.problems.push(
      '`previous-api-key` contains a line break or another control character: copy the old key again into the secret, on one line'
    )
  return key || undefined
}

function admissionInputs(r: InputParser<InputName>): AdmissionInputs {
  const command = r.parse(
    'command',
    z.string().regex(/^\S{1,32}$/, { message: 'must be one word of 1 to 32 characters, such as `/docs`' })
  )
  const rules = admissionRules(r)
  const agentAuthors = loginsOf(r, 'agent-authors')
  const skipPaths = inputList(r.raw('skip-paths'))
  if (skipPaths.some(p => p.length > 200 || p.startsWith('!')))
    r.problems.push(
      '`skip-paths` must be path globs (such as `docs/**`) of at most 200 characters, without `!`'
    )
  return {
    ...rules,
    command: command ?? '/docs',
    allowEditedComments: r.flag('allow-edited-comments'),
    agentAuthors,
    skipPaths,
    replyWhenDone: r.flag('reply-when-done')
  }
}
