import { Table } from 'antd';
import { formatCurrency } from '../../../shared/format';
import type { AmortizationYear } from '../calculators/loan';

/** Year-by-year amortization schedule of the loan. */
export default function AmortizationTable({ rows }: { rows: AmortizationYear[] }) {
  return (
    <Table<AmortizationYear>
      size="small"
      rowKey="year"
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 420 }}
      columns={[
        { title: 'Year', dataIndex: 'year' },
        { title: 'Principal', dataIndex: 'principalPaid', render: (v: number) => formatCurrency(v) },
        { title: 'Interest', dataIndex: 'interestPaid', render: (v: number) => formatCurrency(v) },
        { title: 'Balance', dataIndex: 'endingBalance', render: (v: number) => formatCurrency(v) },
      ]}
    />
  );
}
