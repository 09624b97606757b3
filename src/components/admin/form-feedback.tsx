import type { ActionState } from "./use-staff-action";

/**
 * The outcome of a back-office form's staff action (useStaffAction's state): a refusal as an alert
 * with each field's message under its label (`labels`: field name → label), or the done sentence.
 * The status line is there before any outcome, so screen readers announce the first one. `area`
 * names the classes: `admin-error`/`admin-done` (shared), or an area's own (`admin-catalogue`).
 */
export function FormFeedback({
  state,
  labels = {},
  area = "admin",
}: {
  state: ActionState;
  labels?: Record<string, string>;
  area?: string;
}) {
  if (state.error !== null) {
    const fields = Object.entries(state.fields);
    return (
      <div className={`${area}-error`} role="alert">
        <p>{state.error}</p>
        {fields.length > 0 && (
          <ul>
            {fields.map(([field, message]) => (
              <li key={field}>
                {labels[field] ?? field}: {message}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  if (state.message !== null)
    return (
      <p className={`${area}-done`} role="status">
        {state.message}
      </p>
    );
  return <p role="status" className={`${area}-quiet`} />;
}
