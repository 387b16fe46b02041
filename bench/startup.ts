// Benchmarks 1 and 2: start-up against the stack's floor (bench/floor.ts), on Node 24 (the runner's)
// and this machine's Node. Input error: the action and a hello-world `@actions/core` action, each
// failing on a missing input. Full run: agent mode against an instant fake (simulator/instant-fake.ts)
// and the hello-world plus one undici POST to the same fake. Each round runs every program once, the
// two sides of a pair back to back in alternating order; a ratio is the median of per-pair ratios.
// The time to the job id is measured for the root action (`mode: agent`) and for the agent
// sub-action (agent/action.yml, its entry dist/agent/index.js beside the bundle).
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { actionDefaults } from '../scripts/run-action.js'
import { API_KEY, PROJECT } from './export.js'
import { buildFloor } from './floor.js'
import { startInstantFake, type InstantFake } from '../simulator/instant-fake.js'
import { timedRun, type NodeUnderTest } from './procs.js'
import { mark, median, mib, ms, ratio, ratioSpread, spread, type Spread, type Table } from './stats.js'

/** Goal 1: the input-error path within this factor of the floor's. */
export const INPUT_ERROR_GOAL = 1.2
/** Goal 2: a full agent run within this factor of the floor's full run. */
export const FULL_RUN_GOAL = 2
/** Goal 2b: the time to the job id (the `job-id` output) within this factor of the floor's. */
export const JOB_ID_GOAL = 1.1
/** Goal 2c: the time to the job id through the agent sub-action within this factor of the floor's. */
export const SUB_ACTION_JOB_ID_GOAL = 1.15
/** CI (`--quick`) fails only when a median is this far past its goal: the machine is shared and noisy. */
export const NOISE_MARGIN = 1.5

export interface GoalFigure {
  goal: string
  target: string
  measured: string
  /** Undefined when not measured. */
  met?: boolean
}

export interface StartupResult {
  table: Table
  goals: GoalFigure[]
  failures: string[]
  gaps: string[]
}

interface Program {
  label: string
  args: string[]
  env: Record<string, string>
  /** Throws when the run did not end as this program should. */
  check(code: number | null, stdout: string): void
}

function programs(bundle: string, floor: ReturnType<typeof buildFloor>, fake: InstantFake, dir: string) {
  const files = {
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    RUNNER_TEMP: dir
  }
  for (const file of [files.GITHUB_OUTPUT, files.GITHUB_STEP_SUMMARY]) writeFileSync(file, '')
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, ...files }
  const inputs: Record<string, string> = {
    ...actionDefaults(),
    'api-key': API_KEY,
    'project-id': PROJECT,
    'base-url': fake.url,
    prompt: 'Document the new endpoint'
  }
  const inputEnv = (values: Record<string, string>) => {
    const env: Record<string, string> = { ...base }
    for (const [name, value] of Object.entries(values))
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
    return env
  }
  const agentEnv = inputEnv(inputs)
  // What the runner passes the agent sub-action: its own action.yml's defaults (no `mode`).
  const subAgentEnv = inputEnv({
    ...actionDefaults('agent'),
    'api-key': API_KEY,
    'project-id': PROJECT,
    'base-url': fake.url,
    prompt: 'Document the new endpoint'
  })
  const failsOnInput = (what: string) => (code: number | null, stdout: string) => {
    if (code !== 1 || !stdout.includes('::error::'))
      throw new Error(`${what} did not fail on inputs (exit ${code}): ${stdout}`)
  }
  const succeeds = (what: string) => (code: number | null, stdout: string) => {
    if (code !== 0) throw new Error(`${what} failed (exit ${code}): ${stdout}`)
  }
  const bare: Program = { label: 'node -e 0', args: ['-e', '0'], env: base, check: succeeds('node -e 0') }
  const actionError: Program = {
    label: 'action',
    args: [bundle],
    env: base,
    check: failsOnInput('the action')
  }
  const floorError: Program = {
    label: 'floor',
    args: [floor.inputError],
    env: base,
    check: failsOnInput('the floor')
  }
  const actionFull: Program = {
    label: 'action',
    args: [bundle],
    env: agentEnv,
    check: succeeds('the agent run')
  }
  const floorFull: Program = {
    label: 'floor',
    args: [floor.fullRun],
    env: agentEnv,
    check: succeeds('the floor run')
  }
  const fetchFull: Program = {
    label: 'floor on fetch',
    args: [floor.fetchRun],
    env: agentEnv,
    check: succeeds('the floor run on fetch')
  }
  const subAgentFull: Program = {
    label: 'agent sub-action',
    args: [join(dirname(bundle), 'agent', 'index.js')],
    env: subAgentEnv,
    check: succeeds('the agent sub-action run')
  }
  return { bare, actionError, floorError, actionFull, floorFull, fetchFull, subAgentFull }
}

interface NodeFigures {
  node: NodeUnderTest
  bare: number
  error: { action: number; floor: number; ratios: Spread }
  full: { action: number; floor: number; ratios: Spread; actionRequests: number; floorRequests: number }
  /** Spawn to the job id sent back (ms): the action, the floor, and the floor on Node's own fetch. */
  jobId: { action: number; floor: number; fetchFloor: number; ratios: Spread }
  /** The same through the agent sub-action, each run paired with a floor run of its own. */
  subJobId: { action: number; floor: number; ratios: Spread }
}

async function measureNode(
  node: NodeUnderTest,
  bundle: string,
  rounds: number,
  floor: ReturnType<typeof buildFloor>,
  fake: InstantFake
): Promise<NodeFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-bench-startup-'))
  try {
    const p = programs(bundle, floor, fake, dir)
    /** Wall time, and for a run that created a job the time from spawn to the fake sending its id back. */
    const timed = async (program: Program) => {
      const jobs = fake.created.length
      const run = await timedRun(node.path, program.args, { env: program.env, killAfterMs: 30_000 })
      program.check(run.code, run.stdout)
      const createdAt = fake.created.length > jobs ? fake.created.at(-1) : undefined
      return { ms: run.ms, jobIdMs: createdAt === undefined ? NaN : Number(createdAt - run.startedAt) / 1e6 }
    }
    const time = async (program: Program) => (await timed(program)).ms
    /** Both sides of a pair, back to back, the first alternating by round. */
    const pair = async <T>(a: Program, b: Program, round: number, run: (p: Program) => Promise<T>) => {
      if (round % 2) {
        const tb = await run(b)
        return [await run(a), tb] as const
      }
      const ta = await run(a)
      return [ta, await run(b)] as const
    }
    const t = {
      bare: [] as number[],
      ea: [] as number[],
      ef: [] as number[],
      er: [] as number[],
      fa: [] as number[],
      ff: [] as number[],
      fr: [] as number[],
      ja: [] as number[],
      jf: [] as number[],
      jr: [] as number[],
      jn: [] as number[],
      sa: [] as number[],
      sf: [] as number[],
      sr: [] as number[]
    }
    let actionRequests = NaN
    let floorRequests = NaN
    // Round 0 warms the page cache and is not counted.
    for (let round = 0; round <= rounds; round++) {
      const bare = await time(p.bare)
      const [ea, ef] = await pair(p.actionError, p.floorError, round, time)
      fake.requests.length = 0
      const [a, f] = await pair(p.actionFull, p.floorFull, round, timed)
      const [fa, ff] = [a.ms, f.ms]
      const fetchJobIdMs = (await timed(p.fetchFull)).jobIdMs
      const [sub, subFloor] = await pair(p.subAgentFull, p.floorFull, round, timed)
      if (round === 0) {
        // Count each side alone once.
        fake.requests.length = 0
        await time(p.actionFull)
        actionRequests = fake.requests.length
        fake.requests.length = 0
        await time(p.floorFull)
        floorRequests = fake.requests.length
        continue
      }
      t.bare.push(bare)
      t.ea.push(ea)
      t.ef.push(ef)
      t.er.push(ea / ef)
      t.fa.push(fa)
      t.ff.push(ff)
      t.fr.push(fa / ff)
      t.ja.push(a.jobIdMs)
      t.jf.push(f.jobIdMs)
      t.jr.push(a.jobIdMs / f.jobIdMs)
      t.jn.push(fetchJobIdMs)
      t.sa.push(sub.jobIdMs)
      t.sf.push(subFloor.jobIdMs)
      t.sr.push(sub.jobIdMs / subFloor.jobIdMs)
    }
    return {
      node,
      bare: median(t.bare),
      error: { action: median(t.ea), floor: median(t.ef), ratios: spread(t.er) },
      full: {
        action: median(t.fa),
        floor: median(t.ff),
        ratios: spread(t.fr),
        actionRequests,
        floorRequests
      },
      jobId: { action: median(t.ja), floor: median(t.jf), fetchFloor: median(t.jn), ratios: spread(t.jr) },
      subJobId: { action: median(t.sa), floor: median(t.sf), ratios: spread(t.sr) }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The shared bundle's entry file (all that loads before a mode starts: the root action's dist/index.js
 * only imports it) and every chunk beside it.
 */
function bundleSizes(bundle: string): { entry: number; all: number; files: number } {
  const dir = join(dirname(bundle), 'lib')
  const chunks = readdirSync(dir).filter(f => f.endsWith('.js'))
  const all = chunks.reduce((sum, f) => sum + statSync(join(dir, f)).size, 0)
  return { entry: statSync(join(dir, 'index.js')).size, all, files: chunks.length }
}

export async function startupBenchmark(
  bundle: string,
  rounds: number,
  nodes: NodeUnderTest[],
  runnerNode: NodeUnderTest | undefined
): Promise<StartupResult> {
  const floor = buildFloor()
  const fake = await startInstantFake()
  const measured: NodeFigures[] = []
  try {
    for (const node of nodes) measured.push(await measureNode(node, bundle, rounds, floor, fake))
  } finally {
    await fake.close()
  }
  const sizes = {
    action: bundleSizes(bundle),
    floorError: statSync(floor.inputError).size,
    floorFull: statSync(floor.fullRun).size
  }
  floor.dispose()

  const rows: string[][] = []
  const goals: GoalFigure[] = []
  const failures: string[] = []
  const gaps: string[] = []
  const jobIdNotes: string[] = []
  for (const m of measured) {
    const runner = m.node === runnerNode
    const tag = runner ? `${m.node.short} (runner)` : m.node.short
    const row = (path: string, figures: { floor: number; action: number; ratios: Spread }, goal: number) =>
      rows.push([
        tag,
        path,
        ms(m.bare),
        ms(figures.floor),
        ms(figures.action),
        ratioSpread(figures.ratios),
        ratio(figures.action / m.bare),
        runner ? `≤ ${ratio(goal)} ${mark(figures.ratios.median <= goal)}` : '–'
      ])
    row('input error', m.error, INPUT_ERROR_GOAL)
    row(`agent run (${m.full.actionRequests} req; floor ${m.full.floorRequests})`, m.full, FULL_RUN_GOAL)
    row('agent run, spawn to the job id', m.jobId, JOB_ID_GOAL)
    row('agent sub-action, spawn to the job id', m.subJobId, SUB_ACTION_JOB_ID_GOAL)
    jobIdNotes.push(
      `${m.node.short}: the floor on the undici package ${ms(m.jobId.floor)}, the same floor on Node\u2019s own ` +
        `fetch (no undici package; fetch loads the undici inside Node) ${ms(m.jobId.fetchFloor)}, the action ` +
        `${ms(m.jobId.action)}.`
    )
    if (!runner) continue
    goals.push(
      {
        goal: '1. Start-up, input error, vs the floor',
        target: `≤ ${ratio(INPUT_ERROR_GOAL)}`,
        measured: ratioSpread(m.error.ratios),
        met: m.error.ratios.median <= INPUT_ERROR_GOAL
      },
      {
        goal: '2. Full agent run vs the floor\u2019s full run',
        target: `≤ ${ratio(FULL_RUN_GOAL)}`,
        measured: ratioSpread(m.full.ratios),
        met: m.full.ratios.median <= FULL_RUN_GOAL
      },
      {
        goal: '2b. Time to the job id vs the floor\u2019s',
        target: `≤ ${ratio(JOB_ID_GOAL)}`,
        measured: ratioSpread(m.jobId.ratios),
        met: m.jobId.ratios.median <= JOB_ID_GOAL
      },
      {
        goal: '2c. Time to the job id, agent sub-action, vs the floor\u2019s',
        target: `≤ ${ratio(SUB_ACTION_JOB_ID_GOAL)}`,
        measured: ratioSpread(m.subJobId.ratios),
        met: m.subJobId.ratios.median <= SUB_ACTION_JOB_ID_GOAL
      }
    )
    for (const [what, s, goal] of [
      ['input error', m.error.ratios, INPUT_ERROR_GOAL],
      ['agent run', m.full.ratios, FULL_RUN_GOAL],
      ['time to the job id', m.jobId.ratios, JOB_ID_GOAL],
      ['time to the job id, agent sub-action', m.subJobId.ratios, SUB_ACTION_JOB_ID_GOAL]
    ] as const) {
      if (s.median > goal * NOISE_MARGIN)
        failures.push(
          `start-up (${what}) on ${m.node.short}: ${ratio(s.median)} of the floor, far past the goal ${ratio(goal)} (CI fails above ${ratio(goal * NOISE_MARGIN)})`
        )
    }
  }
  const notes = [
    `Wall time from spawn to exit, median of ${rounds} rounds after one warm-up round. Ratio: action / floor for each ` +
      'pair run back to back (the first of the pair alternates by round): the median of those per-pair ratios, ' +
      'then (min–max). `node -e 0` is shown for scale only.',
    'The floor is the stack alone, built with ncc at bench time from the project\u2019s node_modules (bench/floor.ts): ' +
      'for the input error, `@actions/core` reading an input and calling `setFailed`; for the agent run, the same ' +
      'plus one undici POST to the fake and two outputs.',
    'Spawn to the job id: from spawn to the instant fake sending the created job back (its clock is the bench\u2019s), ' +
      'the moment the id is known; the action sets `job-id` right after. Medians: ' +
      jobIdNotes.join(' ') +
      ' The agent sub-action row: `uses: \u2026/agent@v1` (agent/action.yml: its entry dist/agent/index.js, ' +
      'its own defaults, no `mode` input), each run paired with a floor run of its own.',
    'Agent run: `mode: agent` with a prompt against simulator/instant-fake.ts, which creates the job already `completed` ' +
      'with a pull request link; "req" is the requests each side made.',
    `Action bundle: ${mib(sizes.action.entry)} entry file (all that loads before a mode starts), ${mib(sizes.action.all)} in ` +
      `${sizes.action.files} .js files. Floor bundles: ${mib(sizes.floorError)} (input error), ${mib(sizes.floorFull)} (agent run).`
  ]
  if (!runnerNode)
    notes.push('Node 24 was not available, so the goals were not measured on the runner\u2019s Node.')
  const runnerFigures = measured.find(m => m.node === runnerNode)
  for (const g of goals) {
    if (g.met) continue
    let cause = ''
    if (g.goal.startsWith('2b') && runnerFigures) {
      const { action, floor, fetchFloor } = runnerFigures.jobId
      cause =
        ` The action had the id ${ms(action - floor)} after the floor. The same floor on Node\u2019s fetch in ` +
        `place of the undici package had it after ${ms(fetchFloor)}, against ${ms(floor)}; and @actions/core ` +
        `brings undici itself: the input-error floor, @actions/core alone, is ${mib(sizes.floorError)}.`
    }
    gaps.push(`${g.goal}: ${g.measured}, goal ${g.target}.${cause}`)
  }
  return {
    goals,
    failures,
    gaps,
    table: {
      title: '1–2. Start-up against the stack\u2019s floor',
      head: [
        'Node',
        'path',
        '`node -e 0`',
        'floor',
        'action',
        'action / floor',
        'action / `node -e 0`',
        'goal'
      ],
      rows,
      notes
    }
  }
}
