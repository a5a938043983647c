import { Button, Col, Flex, Form, Input, InputNumber, Radio, Row, Typography, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../api/api';
import { toast } from '../../../shared/toast';
import {
  useGetFixFlipRulesQuery,
  useResetFixFlipAssumptionsMutation,
  useSaveFixFlipAssumptionsMutation,
  type RehabLevel,
} from '../analyzer.api';
import { REHAB_LEVEL_NAMES } from '../analyzer.constants';
import { toAssumptionsForm, toAssumptionsInput, type AssumptionsFormValues } from '../assumptions-form';
import { amountFrom, wholeNumberFrom } from '../number-rules';

export interface AssumptionsFieldsProps {
  form: FormInstance;
  /** Signed in: the terms can be kept as the student's own defaults. */
  signedIn: boolean;
  /** The name of the student's own set, if any. */
  ownSetName?: string | null;
  /** A short line beside the panel's title (e.g. "9% · 1 pt · 100% LTC"). */
  summary?: ReactNode;
}

const full = { style: { width: '100%' } };
const half = { xs: 24, sm: 12 };
const name = (field: keyof AssumptionsFormValues) => ['assumptions', field];
const atLeast0 = amountFrom(0, 'Must be 0 or more');

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="ff-assumptions__group">
      <legend>{title}</legend>
      <Row gutter={12}>{children}</Row>
    </fieldset>
  );
}

/** A number field of the panel; blank means the spec's value, shown as its placeholder. */
function NumberField(props: {
  field: keyof AssumptionsFormValues;
  label: string;
  /** The spec's terms in the form's units, once the rules have loaded. */
  spec: AssumptionsFormValues | undefined;
  whole?: boolean;
}) {
  const { field, label, spec, whole } = props;
  const placeholder = spec?.[field];
  return (
    <Col {...half}>
      <Form.Item
        name={name(field)}
        label={label}
        rules={[whole ? wholeNumberFrom(0, 'Must be a whole number, 0 or more') : atLeast0]}
      >
        <InputNumber {...full} placeholder={typeof placeholder === 'number' ? String(placeholder) : undefined} />
      </Form.Item>
    </Col>
  );
}

/** The Assumptions panel's fields (lazy: loaded when the panel opens). Rates in percent, money in dollars. */
export default function AssumptionsFields({ form, signedIn, ownSetName }: AssumptionsFieldsProps) {
  const { data: rules } = useGetFixFlipRulesQuery();
  const spec = rules ? toAssumptionsForm(rules.defaultAssumptions) : undefined;
  const loanToCost = Form.useWatch(name('loanToCost'), form) as number | null | undefined;
  const rehabMode = (Form.useWatch(name('rehabMode'), form) as string | undefined) ?? 'per_sqft';
  const [saveDefaults, saving] = useSaveFixFlipAssumptionsMutation();
  const [resetDefaults, resetting] = useResetFixFlipAssumptionsMutation();
  const ltc = typeof loanToCost === 'number' ? loanToCost : (spec?.loanToCost ?? 100);

  const onSaveDefaults = async () => {
    const values = form.getFieldValue('assumptions') as AssumptionsFormValues | undefined;
    const setName = String(form.getFieldValue('assumptionSetName') ?? '').trim() || 'My defaults';
    try {
      await saveDefaults({ name: setName, assumptions: toAssumptionsInput(values) ?? {} }).unwrap();
      toast.success('Defaults saved', `New analyses start with "${setName}".`);
    } catch (err) {
      toast.error('Could not save your defaults', errorMessage(err, 'Please check the values and try again.'));
    }
  };

  /** The spec's terms in every field (this analysis only; the student's saved defaults stay). */
  const onUseSpec = () => {
    if (rules) form.setFieldValue('assumptions', toAssumptionsForm(rules.defaultAssumptions));
  };

  const onForget = async () => {
    try {
      await resetDefaults().unwrap();
      form.setFieldValue('assumptionSetName', undefined);
      toast.success('Defaults removed', 'New analyses start with the standard assumptions.');
    } catch (err) {
      toast.error('Could not remove your defaults', errorMessage(err, 'Please try again.'));
    }
  };

  return (
    <div className="ff-assumptions__fields">
      <Typography.Paragraph type="secondary" className="ff-assumptions__hint">
        Blank fields use the standard value shown in them.
      </Typography.Paragraph>
      <Group title="Financing">
        <NumberField field="annualInterestRate" label="Interest Rate (%/yr)" spec={spec} />
        <NumberField field="points" label="Points (%)" spec={spec} />
        <NumberField field="loanToCost" label="Loan-to-Cost (%)" spec={spec} />
        <NumberField field="loanTermMonths" label="Loan Term (months)" spec={spec} whole />
        <Col span={24}>
          <Typography.Text type="secondary" className="ff-assumptions__derived">
            Down payment: {Math.max(0, Math.round((100 - ltc) * 100) / 100)}% of the purchase price
          </Typography.Text>
        </Col>
      </Group>
      <Group title="Holding">
        <Col {...half}>
          <Form.Item
            name={name('holdingDaysOverride')}
            label="Holding Days"
            rules={[wholeNumberFrom(1, 'Holding days must be a whole number, 1 or more')]}
          >
            <InputNumber {...full} placeholder="By rehab level" />
          </Form.Item>
        </Col>
        <NumberField field="annualTaxRate" label="Property Tax (%/yr of ARV)" spec={spec} />
        <NumberField field="insurancePerMonth" label="Insurance ($/mo)" spec={spec} />
        <NumberField field="utilitiesPerMonth" label="Utilities ($/mo)" spec={spec} />
      </Group>
      <Group title="Selling">
        <NumberField field="agentCommissionRate" label="Agent Commission (% of ARV)" spec={spec} />
        <NumberField field="closingCostRate" label="Closing Costs (% of ARV)" spec={spec} />
      </Group>
      <Group title="Profit">
        <NumberField field="profitRate" label="Target Profit (% of buy price)" spec={spec} />
      </Group>
      <Group title="Rehab">
        <Col span={24}>
          <Form.Item name={name('rehabMode')} label="Rehab Cost" getValueProps={(v) => ({ value: v ?? 'per_sqft' })}>
            <Radio.Group
              options={[
                { value: 'per_sqft', label: 'Per sq ft by rehab level' },
                { value: 'budget', label: 'My own budget' },
              ]}
            />
          </Form.Item>
        </Col>
        {rehabMode === 'budget' ? (
          <Col {...half}>
            <Form.Item
              name={name('rehabBudget')}
              label="Rehab Budget ($)"
              rules={[{ required: true, message: 'Enter your rehab budget' }, atLeast0]}
            >
              <InputNumber {...full} />
            </Form.Item>
          </Col>
        ) : (
          (Object.keys(REHAB_LEVEL_NAMES) as RehabLevel[]).map((level) => (
            <Col {...half} key={level}>
              <Form.Item
                name={['assumptions', 'rehabCostPerSqft', level]}
                label={`${REHAB_LEVEL_NAMES[level]} ($/sq ft)`}
                rules={[atLeast0]}
              >
                <InputNumber {...full} placeholder={spec ? String(spec.rehabCostPerSqft?.[level]) : undefined} />
              </Form.Item>
            </Col>
          ))
        )}
      </Group>
      <Flex gap={8} wrap="wrap" align="end" className="ff-assumptions__defaults">
        {signedIn && (
          <>
            <Form.Item name="assumptionSetName" label="Name of my defaults" initialValue={ownSetName ?? undefined}>
              <Input maxLength={100} placeholder="My defaults" />
            </Form.Item>
            <Button onClick={() => void onSaveDefaults()} loading={saving.isLoading}>
              Save as my defaults
            </Button>
            {ownSetName && (
              <Button type="text" onClick={() => void onForget()} loading={resetting.isLoading}>
                Forget my defaults
              </Button>
            )}
          </>
        )}
        <Button type="text" onClick={onUseSpec}>
          Use the standard assumptions
        </Button>
      </Flex>
    </div>
  );
}
