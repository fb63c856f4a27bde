"use client";

import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DailyVisits } from "@/lib/dashboard/rules";
import { formatCount } from "@/lib/dashboard/rules";
import { formatDate } from "@/lib/dates";

const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const fullDate = (date: string) => formatDate(`${date}T00:00:00Z`);

/** Visits and unique visitors per day (recharts; loaded in the browser only, see daily-visits-chart-loader). */
export default function DailyVisitsChart({ days }: { days: DailyVisits[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <defs>
          <linearGradient id="visits-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--primary)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--primary)" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={dayLabel}
          tick={{ fontSize: 12, fill: "var(--muted-foreground)" }}
          tickLine={false}
          axisLine={false}
          minTickGap={24}
        />
        <YAxis
          allowDecimals={false}
          tick={{ fontSize: 12, fill: "var(--muted-foreground)" }}
          tickLine={false}
          axisLine={false}
          tickFormatter={(value: number) => formatCount(value)}
        />
        <Tooltip
          labelFormatter={(label) => fullDate(String(label))}
          formatter={(value) => formatCount(Number(value))}
          contentStyle={{
            background: "var(--popover)",
            color: "var(--popover-foreground)",
            border: "1px solid var(--border)",
            borderRadius: 8,
            fontSize: 13,
          }}
        />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Area
          type="monotone"
          dataKey="visits"
          name="Visites"
          stroke="var(--primary)"
          strokeWidth={2}
          fill="url(#visits-fill)"
          isAnimationActive={false}
        />
        <Area
          type="monotone"
          dataKey="uniqueVisitors"
          name="Visiteurs uniques"
          stroke="var(--info)"
          strokeWidth={2}
          fill="none"
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
