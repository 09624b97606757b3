import type { RenderedImage } from "./render-image";

/**
 * A small in-process LRU of resized images, bounded by bytes. Keys carry the original's content
 * hash, so an entry can never be stale: a replaced image has a new key. Each web process keeps its
 * own; nothing is shared through memory, so several processes stay correct.
 */
export class RenditionCache {
  private entries = new Map<string, RenderedImage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): RenderedImage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit); // most recently used goes last
    }
    return hit;
  }

  set(key: string, image: RenderedImage): void {
    if (image.bytes.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.bytes.length;
      this.entries.delete(key);
    }
    this.entries.set(key, image);
    this.bytes += image.bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
