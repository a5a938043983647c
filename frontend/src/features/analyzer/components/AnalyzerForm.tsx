import {
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
  type FormInstance,
} from 'antd';
import { memo, type ReactNode } from 'react';
import { useGetFixFlipRulesQuery } from '../analyzer.api';
import type { AssumptionsFormValues } from '../assumptions-form';
import type { CompChoice } from '../comps';
import AssumptionsPanel from './AssumptionsPanel';
import { formatCurrency } from '../../../shared/format';
import { ANALYZER_TEXT as T, rehabLevelOptions } from '../analyzer.constants';
import { usePropertyFill } from '../use-property-fill';
import { amountFrom, stepsOf, wholeNumberFrom } from '../number-rules';
import AddressAutocomplete, { type AddressAutocompleteProps } from './AddressAutocomplete';
import SuggestedArvPanel from './SuggestedArvPanel';

export interface AnalyzerFormValues {
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  county?: string;
  squareFeet?: number | null;
  lotSize?: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  arv?: number | null;
  rehabLevel?: string;
  needsPoolRenovation?: boolean;
  notes?: string;
  /** An asking or offer price to test beside the max buy price. */
  offerPrice?: number | null;
  assumptions?: AssumptionsFormValues;
  /** The comparables as the student chose them (set by the Suggested ARV panel, no field of its own). */
  comps?: CompChoice[];
  /** The name to save the assumptions under as the student's defaults. */
  assumptionSetName?: string;
}

interface Props {
  form: FormInstance<AnalyzerFormValues>;
  onCalculate: () => void;
  onSave: () => void;
  /** Shown while a saved analysis is open: saves a copy instead of updating it. */
  onSaveAsNew?: () => void;
  onClear: () => void;
  onValuesChange: () => void;
  calculating: boolean;
  saving: boolean;
  /** The shown result is out of date: Save waits for Calculate Deal. */
  stale: boolean;
  signedIn: boolean;
  /** The name of the student's own default assumptions, if any. */
  ownSetName?: string | null;
  /** Shown under the buttons (e.g. the sign-in prompt for anonymous visitors). */
  footer?: ReactNode;
}

const money = (v: string | number | undefined) =>
  v === undefined || v === '' ? '' : `$ ${v}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const unmoney = (v: string | undefined) => (v ?? '').replace(/[$\s,]/g, '');
const full = { style: { width: '100%' } };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ff-form__section">
      <Typography.Title level={5} className="ff-form__section-title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

interface AddressFieldProps extends Pick<AddressAutocompleteProps, 'id' | 'value' | 'onChange' | 'onPick'> {
  onLookup: () => void;
  lookingUp: boolean;
}

/** The address input and its Manual Lookup button (disabled while a lookup runs or when the address is empty). */
function AddressField({ onLookup, lookingUp, ...input }: AddressFieldProps) {
  return (
    <Flex gap={8} align="start" className="ff-address-row">
      <AddressAutocomplete {...input} />
      <Button onClick={onLookup} loading={lookingUp} disabled={lookingUp || !String(input.value ?? '').trim()}>
        Manual Lookup
      </Button>
    </Flex>
  );
}

/** Rehab Level: its options (and their costs) come with the spec's rules. */
function RehabLevelItem() {
  const { data: rules } = useGetFixFlipRulesQuery();
  return (
    <Form.Item name="rehabLevel" label="Rehab Level" rules={[{ required: true, message: T.rehabLevelRequired }]}>
      <Select placeholder="Select rehab level" options={rehabLevelOptions(rules)} aria-label="Rehab Level" />
    </Form.Item>
  );
}

/** The pool checkbox, with the renovation's cost once the spec's rules are here. */
function PoolItem() {
  const { data: rules } = useGetFixFlipRulesQuery();
  return (
    <Form.Item name="needsPoolRenovation" valuePropName="checked">
      <Checkbox>Pool renovation needed{rules ? ` (adds ${formatCurrency(rules.poolRenovationCost)})` : ''}</Checkbox>
    </Form.Item>
  );
}

/**
 * The form card (spec 2 §2.1): Property Address, Property Details and Analysis Settings. Memoized, and it reads the
 * spec's rules only in the fields that show them: the analyzer's own data arriving (saved analyses, the student's
 * defaults) does not render its thirty-odd fields again, which on a phone was a long task of its own.
 */
export default memo(function AnalyzerForm(props: Props) {
  const { form, onCalculate, onSave, onSaveAsNew, onClear, onValuesChange, calculating, saving, footer } = props;
  const { stale, signedIn, ownSetName } = props;
  const { onPick, manualLookup, lookingUp } = usePropertyFill(form);
  const half = { xs: 24, sm: 12 };

  return (
    <Card title="Property Analysis" className="ff-card">
      <Form
        form={form}
        name="fix-flip"
        layout="vertical"
        requiredMark="optional"
        initialValues={{ needsPoolRenovation: false }}
        onValuesChange={() => onValuesChange()}
      >
        <Section title="Property Address">
          <Form.Item
            name="address"
            label="Address"
            rules={[{ required: true, whitespace: true, message: T.addressRequired }]}
          >
            <AddressField onPick={onPick} onLookup={manualLookup} lookingUp={lookingUp} />
          </Form.Item>
          <Row gutter={12}>
            <Col {...half}>
              <Form.Item name="city" label="City">
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="state" label="State">
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="zipCode" label="Zip Code">
                <Input inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="county" label="County">
                <Input />
              </Form.Item>
            </Col>
          </Row>
        </Section>

        <Section title="Property Details">
          <Row gutter={12}>
            <Col {...half}>
              <Form.Item
                name="squareFeet"
                label="Square Feet"
                rules={[
                  { required: true, message: T.missingSqft[1] },
                  wholeNumberFrom(1, 'Square footage must be a whole number greater than 0'),
                ]}
              >
                <InputNumber {...full} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="lotSize"
                label="Lot Size (sq ft)"
                rules={[wholeNumberFrom(0, 'Lot size must be a whole number of square feet, 0 or more')]}
              >
                <InputNumber {...full} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="bedrooms"
                label="Bedrooms"
                rules={[wholeNumberFrom(0, 'Bedrooms must be a whole number, 0 or more')]}
              >
                <InputNumber {...full} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="bathrooms"
                label="Bathrooms"
                rules={[stepsOf(0.5, 0, 'Bathrooms go in steps of 0.5 (e.g. 2.5), 0 or more')]}
              >
                <InputNumber step={0.5} {...full} />
              </Form.Item>
            </Col>
          </Row>
        </Section>

        <Section title="Analysis Settings">
          <Form.Item
            name="arv"
            label="ARV (After Repair Value)"
            rules={[{ required: true, message: T.arvRequired }, amountFrom(1, 'ARV must be greater than 0')]}
          >
            <InputNumber formatter={money} parser={unmoney} {...full} />
          </Form.Item>
          <Form.Item
            name="offerPrice"
            label="Offer or Asking Price"
            extra="Test a price: see its profit, ROI, cash needed and annualized return."
            rules={[amountFrom(1, 'Offer price must be greater than 0')]}
          >
            <InputNumber formatter={money} parser={unmoney} {...full} />
          </Form.Item>
          <SuggestedArvPanel form={form} onEdited={onValuesChange} />
          <RehabLevelItem />
          <PoolItem />
          <AssumptionsPanel form={form} signedIn={signedIn} ownSetName={ownSetName} />
          <Form.Item name="notes" label="Notes">
            <Input.TextArea rows={3} maxLength={10000} />
          </Form.Item>
        </Section>

        <Flex gap={8} wrap="wrap">
          <Button type="primary" size="large" onClick={onCalculate} loading={calculating}>
            Calculate Deal
          </Button>
          <Button
            size="large"
            onClick={onSave}
            disabled={saving || stale}
            aria-describedby={stale ? 'ff-save-stale' : undefined}
          >
            {saving ? 'Saving...' : 'Save Analysis'}
          </Button>
          {onSaveAsNew && (
            <Button
              size="large"
              onClick={onSaveAsNew}
              disabled={saving || stale}
              aria-describedby={stale ? 'ff-save-stale' : undefined}
            >
              Save as New
            </Button>
          )}
          <Button size="large" type="text" onClick={onClear}>
            Clear
          </Button>
        </Flex>
        {stale && (
          <Typography.Paragraph id="ff-save-stale" className="ff-save-stale">
            The result is out of date: click Calculate Deal before saving, so what is saved is what you see.
          </Typography.Paragraph>
        )}
        {footer}
      </Form>
    </Card>
  );
});
