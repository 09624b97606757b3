/** Labelled figures as the back office's cards (the statistics page's totals and revenue). */
export function FigureCards({ rows, testId }: { rows: [string, string][]; testId: string }) {
  return (
    <dl className="admin-cards" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
