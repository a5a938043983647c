import { Collapse, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { AssumptionsFieldsProps } from './AssumptionsFields';

// Closed by default: its fields' code loads when the student opens it (the values live in the form either way).
const AssumptionsFields = lazy(() => import('./AssumptionsFields'));

/** "Assumptions": the investor's terms (financing, holding, selling, profit, rehab), collapsed by default. */
export default function AssumptionsPanel(props: AssumptionsFieldsProps) {
  return (
    <Collapse
      className="ff-assumptions"
      items={[
        {
          key: 'assumptions',
          label: 'Assumptions',
          extra: <span className="ff-assumptions__extra">{props.summary}</span>,
          forceRender: false,
          children: (
            <Suspense fallback={<Spin size="small" />}>
              <AssumptionsFields {...props} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
