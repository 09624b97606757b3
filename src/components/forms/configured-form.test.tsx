import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ConfiguredForm, loadValidate } from "./configured-form";

// The form's rules load just after the page (they are not in its first JavaScript); here, before.
beforeAll(async () => {
  await loadValidate();
});

// Spec 2.8 and 9, as a visitor meets them: errors after touching a field or submitting, submission
// 400 ms after pressing the button, a clear button on selects, and the server's errors shown.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const alerts = () => screen.queryAllByRole("alert").map((node) => node.textContent);

/** Lets React apply state updates scheduled by events and settled promises. */
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderLogin(onSubmit = vi.fn()) {
  render(<ConfiguredForm name="LOGIN" submitLabel="Log in" onSubmit={onSubmit} />);
  return {
    onSubmit,
    email: screen.getByLabelText("Email *"),
    password: screen.getByLabelText("Password *"),
    button: screen.getByRole<HTMLButtonElement>("button", { name: "Log in" }),
  };
}

describe("ConfiguredForm: errors show once a field is touched", () => {
  it("shows nothing while a field is being typed in, and its message once it loses focus", async () => {
    const { email, password } = renderLogin();
    expect(alerts()).toEqual([]);

    fireEvent.change(email, { target: { value: "not-an-email" } });
    await flush();
    expect(alerts()).toEqual([]);
    expect(email.getAttribute("aria-invalid")).toBeNull();

    fireEvent.blur(email);
    await flush();
    expect(alerts()).toEqual(["Please enter a valid email address"]);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    // The untouched password field stays quiet although it is empty.
    expect(password.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows every field's message on submit, and does not submit", async () => {
    const { onSubmit, button } = renderLogin();
    fireEvent.click(button);
    await flush(1000);
    expect(alerts()).toEqual(["required field", "required field"]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("takes a message away as soon as the value is fixed", async () => {
    const { email } = renderLogin();
    fireEvent.change(email, { target: { value: "x" } });
    fireEvent.blur(email);
    await flush();
    expect(alerts()).toEqual(["Please enter a valid email address"]);
    fireEvent.change(email, { target: { value: "amelia@example.co.uk" } });
    await flush();
    expect(alerts()).toEqual([]);
  });
});

describe("ConfiguredForm: submission 400 ms after submit (spec 9)", () => {
  it("calls onSubmit with the parsed values only when 400 ms have passed, busy meanwhile", async () => {
    const { onSubmit, email, password, button } = renderLogin();
    fireEvent.change(email, { target: { value: "  amelia@example.co.uk " } });
    fireEvent.change(password, { target: { value: "correct horse" } });
    fireEvent.click(button);

    await flush(399);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button.disabled).toBe(true);

    await flush(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      email: "amelia@example.co.uk",
      password: "correct horse",
    });
    expect(button.disabled).toBe(false);
  });

  it("submits the TIME select 400 ms after a choice, with no button", async () => {
    const onSubmit = vi.fn();
    render(
      <ConfiguredForm
        name="TIME"
        submitLabel="unused"
        onSubmit={onSubmit}
        selectOptions={{ time: ["8am - 12pm", "12pm - 6pm"] }}
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    fireEvent.change(screen.getByLabelText("Delivery time *"), { target: { value: "12pm - 6pm" } });
    await flush(399);
    expect(onSubmit).not.toHaveBeenCalled();
    await flush(1);
    expect(onSubmit).toHaveBeenCalledWith({ time: "12pm - 6pm" });
  });
});

describe("ConfiguredForm: the select's clear button (spec 2.8)", () => {
  it("appears once a value is chosen and empties the select", async () => {
    render(<ConfiguredForm name="ACCOUNT" submitLabel="Save" onSubmit={vi.fn()} />);
    const title = screen.getByLabelText<HTMLSelectElement>("Title");
    expect(screen.queryByRole("button", { name: "Clear Title" })).toBeNull();

    fireEvent.change(title, { target: { value: "Dr" } });
    await flush();
    expect(title.value).toBe("Dr");

    fireEvent.click(screen.getByRole("button", { name: "Clear Title" }));
    await flush();
    expect(title.value).toBe("");
    expect(screen.queryByRole("button", { name: "Clear Title" })).toBeNull();
  });
});

describe("ConfiguredForm: errors answered by the server", () => {
  async function submitValidLogin(answer: { errors: Record<string, string> }) {
    const { email, password, button } = renderLogin(vi.fn().mockResolvedValue(answer));
    fireEvent.change(email, { target: { value: "amelia@example.co.uk" } });
    fireEvent.change(password, { target: { value: "correct horse" } });
    fireEvent.click(button);
    await flush(400);
    return { email };
  }

  it("shows a field's error under that field", async () => {
    const { email } = await submitValidLogin({ errors: { email: "Invalid email or password" } });
    expect(alerts()).toEqual(["Invalid email or password"]);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
  });

  it("shows a form-wide error under the form, and clears it when the visitor edits", async () => {
    const { email } = await submitValidLogin({
      errors: { _form: "Too many attempts, please try again later" },
    });
    expect(alerts()).toEqual(["Too many attempts, please try again later"]);
    fireEvent.change(email, { target: { value: "amelia.hart@example.co.uk" } });
    await flush();
    expect(alerts()).toEqual([]);
  });

  it("never shows a thrown error's own text: a calm message instead", async () => {
    const { email, password, button } = renderLogin(
      vi.fn().mockRejectedValue(new Error('relation "users" does not exist')),
    );
    fireEvent.change(email, { target: { value: "amelia@example.co.uk" } });
    fireEvent.change(password, { target: { value: "correct horse" } });
    fireEvent.click(button);
    await flush(400);
    expect(alerts()).toEqual([
      "Sorry, something went wrong on our side. Please try again in a moment.",
    ]);
  });
});

describe("ConfiguredForm: what is typed before the page is interactive", () => {
  it("is kept when another field changes, and is submitted", async () => {
    const onSubmit = vi.fn();
    const form = <ConfiguredForm name="LOGIN" submitLabel="Log in" onSubmit={onSubmit} />;
    // The server's HTML, typed into before React has hydrated it.
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.appendChild(container);
    const typedEmail = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    typedEmail.value = "early@example.co.uk";

    render(form, { container, hydrate: true });
    await flush();
    fireEvent.change(screen.getByLabelText("Password *"), { target: { value: "a-long-password" } });
    await flush();
    expect(screen.getByLabelText<HTMLInputElement>("Email *").value).toBe("early@example.co.uk");

    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await flush(400);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: "early@example.co.uk", password: "a-long-password" }),
    );
  });
});
