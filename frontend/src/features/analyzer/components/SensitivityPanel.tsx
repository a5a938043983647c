import { Collapse, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { DealAnalysis } from '../analyzer.api';

// Closed by default: the grid's code loads when the student opens it.
const SensitivityGrid = lazy(() => import('./SensitivityGrid'));

/** "How sensitive is the profit": profit at ARV ±5/10% against rehab ±10/20%, in a panel closed by default. */
export default function SensitivityPanel({ sensitivity }: { sensitivity: DealAnalysis['sensitivity'] }) {
  return (
    <Collapse
      className="ff-sensitivity ff-print-hide"
      size="small"
      items={[
        {
          key: 'sensitivity',
          label: 'Sensitivity: profit at ARV ±5/10% and rehab ±10/20%',
          children: (
            <Suspense fallback={<Spin size="small" />}>
              <SensitivityGrid sensitivity={sensitivity} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
