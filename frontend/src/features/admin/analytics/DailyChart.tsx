import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics } from '../admin.api';

const SERIES = [
  { key: 'visitors', name: 'Visitors', color: '#1f3a93' },
  { key: 'signups', name: 'Sign-ups', color: '#d4a017' },
  { key: 'enrollClicks', name: 'Enroll clicks', color: '#0e9f6e' },
  { key: 'purchases', name: 'Purchases', color: '#c81e1e' },
] as const;

/** Visitors, sign-ups, enroll clicks and purchases per day (recharts: loaded only with this page). */
export default function DailyChart({ daily }: { daily: Analytics['daily'] }) {
  return (
    <div role="img" aria-label="Visitors, sign-ups, enroll clicks and purchases per day" style={{ height: 300 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={daily} margin={{ top: 8, right: 28, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e3e8f2" />
          <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} minTickGap={24} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          {SERIES.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
