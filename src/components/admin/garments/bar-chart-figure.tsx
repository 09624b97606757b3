"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface ChartBar {
  key: string;
  name: string;
  colour: string;
}

/**
 * A small bar chart in a captioned figure (recharts). The figures it draws are also on the page
 * as numbers (a table or a list), so the chart is a picture of them, not their only home.
 */
export function BarChartFigure<T extends object>({
  caption,
  data,
  xKey,
  bars,
  unit,
  height = 220,
}: {
  caption: string;
  data: readonly T[];
  xKey: keyof T & string;
  bars: readonly ChartBar[];
  unit?: string;
  height?: number;
}) {
  return (
    <figure className="admin-chart">
      <figcaption>{caption}</figcaption>
      {data.length === 0 ? (
        <p>Nothing to show.</p>
      ) : (
        <ResponsiveContainer width="100%" height={height}>
          <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey={xKey as string}
              tick={{ fontSize: 11 }}
              interval={0}
              angle={-30}
              textAnchor="end"
              height={60}
            />
            <YAxis tick={{ fontSize: 11 }} unit={unit} />
            <Tooltip />
            {bars.map((bar) => (
              <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.colour} unit={unit} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      )}
    </figure>
  );
}
