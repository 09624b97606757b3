import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveProfileUserId } from "@/server/auth/resolve-profile-user-id";
import { captureLogs } from "../helpers/capture-logs";

afterEach(() => vi.restoreAllMocks());

describe("the developer override (spec 6)", () => {
  it("loads the fixed profile instead of the signed-in one outside production, guest or not", () => {
    expect(
      resolveProfileUserId("signed-in", {
        NODE_ENV: "development",
        DEV_PROFILE_USER_ID: "emulated",
      }),
    ).toBe("emulated");
    expect(resolveProfileUserId(null, { NODE_ENV: "test", DEV_PROFILE_USER_ID: "emulated" })).toBe(
      "emulated",
    );
  });

  it("is refused in production: the session decides, and a warning is logged", () => {
    const logs = captureLogs();
    expect(
      resolveProfileUserId("signed-in", {
        NODE_ENV: "production",
        DEV_PROFILE_USER_ID: "emulated",
      }),
    ).toBe("signed-in");
    expect(
      resolveProfileUserId(null, { NODE_ENV: "production", DEV_PROFILE_USER_ID: "emulated" }),
    ).toBeNull();
    logs.restore();
    expect(logs.records()).toContainEqual(
      expect.objectContaining({ level: "warn", event: "dev_profile_override_refused" }),
    );
  });

  it("without the variable, the signed-in member is used", () => {
    expect(resolveProfileUserId("signed-in", { NODE_ENV: "development" })).toBe("signed-in");
  });
});
