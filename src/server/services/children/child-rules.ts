import { dateOfBirthProblem } from "@/domain/children/child-input";

/** Why a child was not saved. */
export type ChildRefusal =
  | { status: "invalid"; field: "dateOfBirth"; message: string }
  | { status: "too_many"; message: string }
  | { status: "no_profile" };

/** The calendar check of a date of birth that only the server's today can make. */
export function childDateProblem(dateOfBirth: string, today: string): ChildRefusal | null {
  const message = dateOfBirthProblem(dateOfBirth, today);
  return message ? { status: "invalid", field: "dateOfBirth", message } : null;
}
