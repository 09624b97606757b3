import {
  familiesText,
  notBoughtText,
  type GarmentImpact,
} from "@/domain/buy-to-keep/wardrobe-impact";

/** At most this many garments listed; the figures above count them all. */
const LISTED = 12;

export interface ImpactFigures {
  worn: number;
  kept: number;
  notBought: number;
  otherFamilies: number;
  garments: (GarmentImpact & { name: string })[];
}

/**
 * 'What your wardrobe did' on /account (issue 27): only what the shop counted from each garment's
 * own record (who it went to, and when); no estimated carbon or water figures.
 */
export function WardrobeImpact({ impact }: { impact: ImpactFigures }) {
  const listed = impact.garments.slice(0, LISTED);
  return (
    <section className="account-section impact" aria-labelledby="account-impact">
      <h2 id="account-impact">What your wardrobe did</h2>
      <p className="impact__headline" data-testid="impact-not-bought">
        {notBoughtText(impact)}
      </p>
      {impact.otherFamilies > 0 && (
        <p data-testid="impact-families">
          {`${impact.otherFamilies} other ${impact.otherFamilies === 1 ? "family" : "families"} wore the same garments, before or after you.`}
        </p>
      )}
      {impact.kept > 0 && (
        <p>{`You kept ${impact.kept} ${impact.kept === 1 ? "garment" : "garments"} for good.`}</p>
      )}
      {listed.length > 0 && (
        <ul className="impact__list" data-testid="impact-garments">
          {listed.map((garment) => (
            <li key={garment.itemId}>
              <span className="impact__name">{garment.name}</span>
              <span className="impact__families">
                {[
                  familiesText(garment.familiesBefore, "before"),
                  garment.familiesAfter === null
                    ? null
                    : familiesText(garment.familiesAfter, "after"),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </li>
          ))}
        </ul>
      )}
      {impact.garments.length > LISTED && (
        <p className="account__empty">{`And ${impact.garments.length - LISTED} more.`}</p>
      )}
      <p className="account__empty impact__note">
        Counted from each garment&apos;s own record: which families it went to, and when.
      </p>
    </section>
  );
}
