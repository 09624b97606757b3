import Link from "next/link";
import { notFound } from "next/navigation";
import { pagePath } from "@/domain/content/content-forms";
import { contentDocumentParams } from "@/domain/content/staff-content-request";
import { ContentEditor } from "@/components/admin/content/content-editor";
import { dateTime } from "@/components/admin/format";
import { SiteSwitchButton } from "@/components/admin/content/staff-action-button";
import { AppError } from "@/server/errors/app-error";
import { requireStaffPage } from "@/server/http/staff-page";
import { readContentDocument } from "@/server/services/content/staff-content";
import "../../../admin-content.css";

const SWITCHES = {
  maintenancemode: {
    label: "Maintenance mode",
    on: "The shop shows only the logo and the maintenance message to everyone but staff in preview. Switch it on now?",
    off: "The shop opens to everyone again. Switch maintenance mode off now?",
  },
  pauseNewMembers: {
    label: "Pause new members",
    on: "New visitors cannot become members (they are offered the waitlist). Pause new members now?",
    off: "New visitors can become members again. Resume now?",
  },
} as const;

async function load(type: "settings" | "popups" | "page", uid: string) {
  try {
    return await readContentDocument(type, uid);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}

/** One content document edited as a form; the settings' switches take effect at once. */
export default async function ContentDocumentPage({
  params,
}: {
  params: Promise<{ type: string; uid: string }>;
}) {
  await requireStaffPage();
  const parsed = contentDocumentParams.safeParse(await params);
  if (!parsed.success) notFound();
  const { type, uid } = parsed.data;
  const document = await load(type, uid);
  const draft = document.draft as unknown as Record<string, unknown>;
  const published = (document.published ?? {}) as unknown as Record<string, unknown>;
  const title =
    type === "settings"
      ? "Settings"
      : type === "popups"
        ? "Popups"
        : `Page: ${String((draft.data as { title?: string } | undefined)?.title ?? uid)}`;
  const previewPath = type === "page" ? pagePath({ type: String(draft.type ?? ""), uid }) : "/";
  const switches = {
    maintenancemode: published.maintenancemode === true,
    pauseNewMembers: published.pauseNewMembers === true,
  };
  return (
    <section>
      <p>
        <Link href="/admin/content">All content</Link>
      </p>
      <h1>{title}</h1>
      <p>
        {document.publishedVersion
          ? `Published version ${document.publishedVersion} on ${dateTime(document.publishedAt, "")}.`
          : "Never published."}{" "}
        {type === "page" && (
          <>
            Shown at <Link href={previewPath}>{previewPath}</Link>.
          </>
        )}
      </p>
      {type === "settings" && (
        <section aria-labelledby="switches-heading">
          <h2 id="switches-heading">Switches (published at once)</h2>
          <div className="admin-content-switches">
            {(Object.keys(SWITCHES) as (keyof typeof SWITCHES)[]).map((name) => {
              const on = switches[name];
              const text = SWITCHES[name];
              return (
                <div key={name}>
                  <p>
                    {text.label} is <strong>{on ? "on" : "off"}</strong>.
                  </p>
                  <SiteSwitchButton
                    name={name}
                    on={!on}
                    label={`Switch ${text.label.toLowerCase()} ${on ? "off" : "on"}`}
                    confirm={on ? text.off : text.on}
                    done={`${text.label} is now ${on ? "off" : "on"}.`}
                  />
                </div>
              );
            })}
          </div>
          <h2>Settings</h2>
        </section>
      )}
      <ContentEditor
        type={type}
        uid={uid}
        draft={draft}
        previewPath={previewPath}
        fixed={type === "settings" ? switches : undefined}
      />
    </section>
  );
}
