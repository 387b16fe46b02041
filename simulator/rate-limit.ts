// Sliding-window counters (per key): the API's "N uses per hour" limits.
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly limit: number,
    private readonly windowMs = 3_600_000
  ) {}

  /** Records a use and returns true, or returns false (recording nothing) when the key is at its limit. */
  tryTake(key: string, now = Date.now()): boolean {
    const list = (this.hits.get(key) ?? []).filter(t => t > now - this.windowMs)
    this.hits.set(key, list)
    if (list.length >= this.limit) return false
    list.push(now)
    return true
  }

  /** How long until the key may take one more use. */
  waitMs(key: string, now = Date.now()): number {
    const list = (this.hits.get(key) ?? []).filter(t => t > now - this.windowMs)
    if (list.length < this.limit) return 0
    return (list[list.length - this.limit] as number) + this.windowMs - now
  }

  clear(): void {
    this.hits.clear()
  }
}
