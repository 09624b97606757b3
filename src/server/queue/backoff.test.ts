import { describe, expect, it } from "vitest";
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelayMs } from "./backoff";

describe("job retry backoff", () => {
  it("doubles from 10 s after each failed attempt", () => {
    expect(retryDelayMs(1)).toBe(FIRST_RETRY_MS);
    expect(retryDelayMs(2)).toBe(20_000);
    expect(retryDelayMs(3)).toBe(40_000);
  });
  it("never waits more than an hour, nor less than the first delay", () => {
    expect(retryDelayMs(50)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(0)).toBe(FIRST_RETRY_MS);
  });
});
