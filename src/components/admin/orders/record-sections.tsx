import type { ComponentProps } from "react";
import { GarmentMoves, StaffChanges } from "./history-tables";
import { MemberCard } from "./member-card";
import { NoteEditor } from "./note-editor";

/** The member a record belongs to. */
export function MemberSection({ member }: ComponentProps<typeof MemberCard>) {
  return (
    <section aria-labelledby="member-heading">
      <h2 id="member-heading">Member</h2>
      <MemberCard member={member} />
    </section>
  );
}

/** The record's internal note. */
export function NoteSection(props: ComponentProps<typeof NoteEditor>) {
  return (
    <section aria-labelledby="note-heading">
      <h2 id="note-heading">Internal note</h2>
      <NoteEditor {...props} />
    </section>
  );
}

/** What can be derived of a record's history: staff changes, and garment moves when it has any. */
export function HistorySection({
  audit,
  moves,
}: {
  audit: ComponentProps<typeof StaffChanges>["rows"];
  moves?: ComponentProps<typeof GarmentMoves>["rows"];
}) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <h3>Changes by staff</h3>
      <StaffChanges rows={audit} />
      {moves && (
        <>
          <h3>Garment moves</h3>
          <GarmentMoves rows={moves} />
        </>
      )}
    </section>
  );
}
