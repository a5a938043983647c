import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api/api';
import EstimateSummary from '../../../shared/components/EstimateSummary';
import { useEstimatePropertyRentMutation } from '../../analyzer';

/**
 * The rental underwriter's rent estimate: RentCast's long-term rent for an address ("Street, City, State Zip"),
 * its range and the comparable rentals behind it; one click takes it into Monthly Rent.
 */
export default function RentEstimatePanel({ onTake }: { onTake: (monthlyRent: number) => void }) {
  const [address, setAddress] = useState('');
  const [estimate, { data, error, isLoading }] = useEstimatePropertyRentMutation();
  const result = data?.success ? data.estimate : undefined;
  const run = () => {
    if (address.trim()) void estimate({ address: address.trim() });
  };

  return (
    <Card size="small" title="Rent estimate" aria-live="polite" style={{ marginBottom: 16, background: '#f8fafc' }}>
      <Form layout="vertical" component="div">
        <Form.Item
          label="Property address"
          htmlFor="rent-estimate-address"
          help="Street, City, State Zip — e.g. 123 Main St, Austin, TX 78701"
        >
          <Space.Compact style={{ width: '100%' }}>
            <Input
              id="rent-estimate-address"
              value={address}
              maxLength={500}
              onChange={(e) => setAddress(e.target.value)}
              onPressEnter={run}
            />
            <Button onClick={run} loading={isLoading} disabled={!address.trim()}>
              Estimate rent
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      {isLoading && <Typography.Text>Looking up comparable rentals...</Typography.Text>}
      {error && (
        <Alert type="warning" showIcon title={errorMessage(error, 'The rent estimate is unavailable right now.')} />
      )}
      {data && !data.success && <Alert type="info" showIcon title={data.message} />}
      {result && (
        <EstimateSummary
          estimate={result}
          per="/mo"
          takeAs="Monthly Rent"
          compsTitle="Comparable rentals"
          onTake={onTake}
        />
      )}
    </Card>
  );
}
