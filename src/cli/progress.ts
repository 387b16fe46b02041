import { forLog } from '../kernel/safe-text.js'

// What a terminal user sees on stderr: the log as plain lines, and on a TTY one progress line redrawn
// in place under them (the export: rows, requests spent of the budget, the dataset; a job: its
// status and the time since it started). Not a TTY, or --quiet: plain lines only, no control
// sequence; the final state is one more plain line.

/** Where the lines go: process.stderr, or a fake terminal in a test. */
export interface Terminal {
  write(text: string): unknown
  readonly isTTY?: boolean
  readonly columns?: number
}

/** What the progress line shows; the watched client (watch.ts) fills it in. */
export interface ProgressState {
  /** `analytics`, `agent`, ... */
  command: string
  /** The export's current dataset (its endpoint), or the job's last status. */
  dataset?: string
  rows?: number
  requests: number
  /** `max-requests`, when set. */
  budget?: number
  status?: string
  /** The job's id, once known. */
  id?: string
}

const CLEAR_LINE = '\r\x1b[2K'
const TICK_MS = 1000

/** `1m 05s`, `12s`. */
export function elapsedText(ms: number): string {
  const seconds = Math.floor(ms / 1000)
  const minutes = Math.floor(seconds / 60)
  return minutes > 0 ? `${minutes}m ${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`
}

/** The progress line's text, without control sequences. */
export function progressText(state: ProgressState, elapsedMs: number): string {
  const parts: string[] = [state.command]
  if (state.command === 'analytics') {
    if (state.dataset) parts.push(state.dataset)
    parts.push(`${(state.rows ?? 0).toLocaleString('en-US')} rows`)
    parts.push(
      state.budget === undefined
        ? `${state.requests} request(s)`
        : `${state.requests} of ${state.budget} requests`
    )
  } else {
    if (state.id) parts.push(forLog(state.id, 64))
    parts.push(state.status ? forLog(state.status, 40) : 'starting')
  }
  parts.push(elapsedText(elapsedMs))
  return parts.join(' · ')
}

export class ProgressLine {
  readonly state: ProgressState
  private shown = false
  private timer: NodeJS.Timeout | undefined
  private readonly live: boolean

  constructor(
    private readonly terminal: Terminal,
    command: string,
    options: { quiet?: boolean; now?: () => number } = {}
  ) {
    this.state = { command, requests: 0 }
    this.live = Boolean(terminal.isTTY) && !options.quiet
    this.now = options.now ?? Date.now
    this.started = this.now()
  }

  private readonly now: () => number
  private readonly started: number

  /** Starts redrawing each second (the elapsed time moves even when nothing else does). */
  start(): void {
    if (!this.live) return
    this.draw()
    this.timer = setInterval(() => this.draw(), TICK_MS)
    this.timer.unref()
  }

  /** Changes what the line shows, and redraws it on a TTY. */
  update(change: Partial<ProgressState>): void {
    Object.assign(this.state, change)
    if (this.live) this.draw()
  }

  /** A log line: above the progress line on a TTY, which is drawn again under it. */
  line(text: string): void {
    if (this.live && this.shown) this.terminal.write(CLEAR_LINE)
    this.terminal.write(`${text}\n`)
    if (this.live && this.shown) this.draw()
  }

  /** The final state, as a line that stays. */
  finish(outcome: string): void {
    clearInterval(this.timer)
    const text = `${progressText(this.state, this.now() - this.started)} · ${outcome}`
    if (this.live) this.terminal.write(`${CLEAR_LINE}${this.fit(text)}\n`)
    else this.terminal.write(`${text}\n`)
    this.shown = false
  }

  private fit(text: string): string {
    const width = this.terminal.columns ?? 80
    return text.length < width ? text : `${text.slice(0, Math.max(0, width - 2))}…`
  }

  private draw(): void {
    this.terminal.write(`${CLEAR_LINE}${this.fit(progressText(this.state, this.now() - this.started))}`)
    this.shown = true
  }
}
