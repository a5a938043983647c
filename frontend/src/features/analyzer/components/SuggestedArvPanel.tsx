import { Alert, Button, Card, Form, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { errorMessage } from '../../../api/api';
import { SUGGESTED_ARV_KEY, useEstimatePropertyValueMutation } from '../analyzer.api';
import { compsFromEstimate, type CompChoice } from '../comps';
import { whereFrom } from '../use-property-fill';
import EstimateSummary from '../../../shared/components/EstimateSummary';
import CompsEditor, { type CompFacts } from './CompsEditor';

/**
 * "Suggested ARV" beside the ARV field: RentCast's value estimate for the address and its range, and the comparable
 * sales behind it under the student's control (include, exclude, adjust), kept in the form's `comps` and saved with
 * the analysis. One click takes either figure into ARV.
 */
export default function SuggestedArvPanel({ form, onEdited }: { form: FormInstance; onEdited: () => void }) {
  const [estimate, { data, error, isLoading, isUninitialized }] = useEstimatePropertyValueMutation({
    fixedCacheKey: SUGGESTED_ARV_KEY,
  });
  const comps = Form.useWatch('comps', { form, preserve: true }) as CompChoice[] | undefined;
  const asked = useRef(false);
  const run = () => {
    if (!String(form.getFieldValue('address') ?? '').trim()) return;
    asked.current = true;
    void estimate(whereFrom(form));
  };
  const result = data?.success ? data.estimate : undefined;

  // A new estimate brings its comps in, all included; comps already in the form (a reopened analysis) stay unless
  // the student asked for a new estimate.
  useEffect(() => {
    if (!result) return;
    const current = form.getFieldValue('comps') as CompChoice[] | undefined;
    if ((current?.length && !asked.current) || !result.comparables.length) return;
    asked.current = false;
    form.setFieldValue('comps', compsFromEstimate(result.comparables));
    onEdited();
  }, [result, form, onEdited]);

  const facts = useMemo(
    () => new Map<string, CompFacts>(result?.comparables.map((c) => [c.address, c]) ?? []),
    [result],
  );
  const take = (arv: number) => form.setFields([{ name: 'arv', value: arv, errors: [] }]);

  return (
    <Card size="small" className="ff-suggested" title="Suggested ARV" aria-live="polite">
      {isUninitialized && !comps?.length && (
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
        <EstimateSummary
          estimate={{ ...result, comparables: [] }}
          takeAs="ARV"
          compsTitle="Comparable sales"
          onTake={take}
        />
      )}
      {!!comps?.length && (
        <CompsEditor
          items={comps}
          facts={facts}
          onChange={(items) => {
            form.setFieldValue('comps', items);
            onEdited();
          }}
          onTake={take}
        />
      )}
      {(result || !!comps?.length) && (
        <Button size="small" type="link" onClick={run}>
          Refresh estimate
        </Button>
      )}
    </Card>
  );
}
