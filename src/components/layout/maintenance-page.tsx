import { Logo } from "@/components/logo";
import { maintenanceMessage } from "@/domain/content/settings";

const EMAIL_MARK = "\u0000";

/** What every route shows while settings.maintenancemode is on (spec 2.2): the large logo and the message. */
export function MaintenancePage({ contactEmail }: { contactEmail: string }) {
  // The message is the spec's, word for word; only the address becomes a mailto link.
  const [before = "", after = ""] = maintenanceMessage(EMAIL_MARK).split(EMAIL_MARK);
  return (
    <main className="maintenance" id="main">
      <h1 className="visually-hidden">Down for maintenance</h1>
      <div className="maintenance__logo">
        <Logo size={350} />
      </div>
      <p className="maintenance__message" data-testid="maintenance-message">
        {before}
        {contactEmail && <a href={`mailto:${contactEmail}`}>{contactEmail}</a>}
        {after}
      </p>
    </main>
  );
}
