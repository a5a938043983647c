import { Flex } from 'antd';
import type { ReactNode } from 'react';

export interface ResultRow {
  label: string;
  value: ReactNode;
  /** Shows the value in green (true) or red (false), both at least 4.5:1 on white (WCAG AA). */
  good?: boolean;
}

/** Label/value rows of a results card. */
export default function ResultList({ rows }: { rows: ResultRow[] }) {
  return (
    <dl style={{ margin: 0 }}>
      {rows.map((r) => (
        <Flex
          key={r.label}
          justify="space-between"
          gap={12}
          style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
        >
          <dt style={{ margin: 0, color: 'rgba(0, 0, 0, 0.6)' }}>{r.label}</dt>
          <dd
            style={{
              margin: 0,
              fontWeight: 600,
              color: r.good === undefined ? undefined : r.good ? '#237804' : '#cf1322',
            }}
          >
            {r.value}
          </dd>
        </Flex>
      ))}
    </dl>
  );
}
