/**
 * Strings by key, at most `maxBytes` of them (keys and values, counted as 2 bytes a character),
 * the least recently used dropped first. Entries unused for `idleMs` are dropped too, so an idle
 * server holds next to nothing.
 */
export class SizedLru {
  private readonly entries = new Map<string, { value: string; bytes: number; usedAt: number }>();
  private bytes = 0;
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly maxBytes: number,
    private readonly idleMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.sweep = setInterval(() => this.dropIdle(), Math.min(idleMs, 60_000));
    this.sweep.unref();
  }

  get size() {
    return this.bytes;
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    entry.usedAt = this.now();
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: string) {
    const bytes = 2 * (key.length + value.length);
    // One answer may take at most a tenth of the whole: a few huge ones must not empty it.
    if (bytes > this.maxBytes / 10) return;
    this.delete(key);
    this.entries.set(key, { value, bytes, usedAt: this.now() });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  dropIdle() {
    const before = this.now() - this.idleMs;
    for (const [key, entry] of this.entries) {
      if (entry.usedAt > before) break;
      this.delete(key);
    }
  }

  close() {
    clearInterval(this.sweep);
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
