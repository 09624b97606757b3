import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiResult } from "@/components/api/call-api";
import { FormFeedback } from "./catalogue/form-feedback";
import { ActionOutcome, useStaffAction } from "./use-staff-action";

const router = { refresh: vi.fn(), push: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

type Answer = ApiResult<{ id: number }>;

/** A staff call the test answers when it likes. */
function deferredCall() {
  let answer: (result: Answer) => void = () => undefined;
  const call = () =>
    new Promise<Answer>((resolve) => {
      answer = resolve;
    });
  return { call, answer: (result: Answer) => act(() => answer(result)) };
}

function Harness({
  call,
  goTo,
}: {
  call: () => Promise<Answer>;
  goTo?: (data: { id: number }) => string;
}) {
  const { state, run, refuse } = useStaffAction();
  return (
    <div>
      <button
        type="button"
        disabled={state.busy}
        onClick={() => void run(call, goTo ? { goTo } : ({ id }) => `Saved ${id}.`)}
      >
        Save
      </button>
      <button type="button" onClick={() => refuse("That file is not an image.")}>
        Refuse
      </button>
      <button
        type="button"
        onClick={() => refuse("Please correct the field marked below.", { sku: "Required." })}
      >
        Check
      </button>
      <ActionOutcome state={state} idle="Unsaved changes." />
      <FormFeedback state={state} />
    </div>
  );
}

const save = () => screen.getByRole("button", { name: "Save" });

beforeEach(() => {
  router.refresh.mockClear();
  router.push.mockClear();
});
afterEach(cleanup);

describe("useStaffAction", () => {
  it("is pending while the call runs, then tells its done sentence and reads the page again", async () => {
    const { call, answer } = deferredCall();
    render(<Harness call={call} />);
    fireEvent.click(save());
    expect(save()).toHaveProperty("disabled", true);
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual([
      "Unsaved changes.",
      "",
    ]);
    expect(router.refresh).not.toHaveBeenCalled();

    await answer({ ok: true, data: { id: 7 } });
    expect(save()).toHaveProperty("disabled", false);
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual([
      "Saved 7.",
      "Saved 7.",
    ]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("is pending while the call runs, then shows the refusal with each field's message", async () => {
    const { call, answer } = deferredCall();
    render(<Harness call={call} />);
    fireEvent.click(save());
    expect(save()).toHaveProperty("disabled", true);

    await answer({
      ok: false,
      status: 422,
      error: {
        code: "validation_failed",
        message: "Please check the highlighted fields.",
        fields: { sku: "That SKU is taken." },
      },
    });
    expect(save()).toHaveProperty("disabled", false);
    const alert = screen.getByRole("alert");
    expect(alert.querySelector("p")?.textContent).toBe("Please check the highlighted fields.");
    expect([...alert.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "SKU: That SKU is taken.",
    ]);
    expect(screen.getByRole("status").textContent).toBe("Please check the highlighted fields.");
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("clears the last outcome when a new call starts", async () => {
    const first = deferredCall();
    const { rerender } = render(<Harness call={first.call} />);
    fireEvent.click(save());
    await first.answer({ ok: false, status: 409, error: { code: "conflict", message: "No." } });
    const second = deferredCall();
    rerender(<Harness call={second.call} />);
    fireEvent.click(save());
    expect(screen.queryByRole("alert")).toBeNull();
    await second.answer({ ok: true, data: { id: 8 } });
    expect(screen.getAllByRole("status")[0]?.textContent).toBe("Saved 8.");
  });

  it("goes to the page made from the answer instead of telling a sentence", async () => {
    const { call, answer } = deferredCall();
    render(<Harness call={call} goTo={({ id }) => `/admin/products/${id}`} />);
    fireEvent.click(save());
    await answer({ ok: true, data: { id: 12 } });
    expect(router.push).toHaveBeenCalledWith("/admin/products/12");
    expect(router.refresh).not.toHaveBeenCalled();
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual([
      "Unsaved changes.",
      "",
    ]);
  });

  it("shows a refusal found before any call", () => {
    render(<Harness call={() => Promise.reject(new Error("not called"))} />);
    fireEvent.click(screen.getByRole("button", { name: "Refuse" }));
    expect(screen.getByRole("alert").textContent).toBe("That file is not an image.");
  });

  it("shows a form's own check with each field's message, and no call is made", () => {
    render(<Harness call={() => Promise.reject(new Error("not called"))} />);
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    const alert = screen.getByRole("alert");
    expect(alert.querySelector("p")?.textContent).toBe("Please correct the field marked below.");
    expect([...alert.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "SKU: Required.",
    ]);
    expect(screen.getByRole("status").textContent).toBe("Please correct the field marked below.");
  });
});
