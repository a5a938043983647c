import { Alert, Button, Card, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { errorMessage } from '../../../api/api';
import { SUGGESTED_ARV_KEY, useEstimatePropertyValueMutation } from '../analyzer.api';
import { whereFrom } from '../use-property-fill';
import EstimateSummary from '../../../shared/components/EstimateSummary';

/**
 * "Suggested ARV" beside the ARV field: RentCast's value estimate for the address, its range and the comparable
 * sales behind it (address, price, distance, date). One click takes the estimate into ARV.
 */
export default function SuggestedArvPanel({ form }: { form: FormInstance }) {
  const [estimate, { data, error, isLoading, isUninitialized }] = useEstimatePropertyValueMutation({
    fixedCacheKey: SUGGESTED_ARV_KEY,
  });
  const run = () => {
    if (!String(form.getFieldValue('address') ?? '').trim()) return;
    void estimate(whereFrom(form));
  };
  const result = data?.success ? data.estimate : undefined;

  return (
    <Card size="small" className="ff-suggested" title="Suggested ARV" aria-live="polite">
      {isUninitialized && (
        <Typography.Paragraph className="ff-suggested__hint">
          Pick an address (or enter one) to see what comparable sales suggest.{' '}
          <Button size="small" type="link" onClick={run}>
            Get estimate
          </Button>
        </Typography.Paragraph>
      )}
      {isLoading && <Typography.Text>Looking up comparable sales...</Typography.Text>}
      {error && (
        <Alert type="warning" showIcon title={errorMessage(error, 'The value estimate is unavailable right now.')} />
      )}
      {data && !data.success && <Alert type="info" showIcon title={data.message} />}
      {result && (
        <>
          <EstimateSummary
            estimate={result}
            takeAs="ARV"
            compsTitle="Comparable sales"
            onTake={(arv) => form.setFields([{ name: 'arv', value: arv, errors: [] }])}
          />
          <Button size="small" type="link" onClick={run}>
            Refresh estimate
          </Button>
        </>
      )}
    </Card>
  );
}
