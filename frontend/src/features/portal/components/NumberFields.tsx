import { Col, Form, Input, Row } from 'antd';
import type { NumberKind } from '../calculators/inputs';

export interface NumberFieldDef<K extends string> {
  name: K;
  label: string;
  /** money: "$" prefix; percent: "%" suffix; years: "years" suffix. */
  kind: NumberKind;
  placeholder?: string;
  help?: string;
}

export interface NumberFieldsProps<K extends string> {
  fields: ReadonlyArray<NumberFieldDef<K>>;
  values: Record<K, string>;
  onChange: (name: K, value: string) => void;
  /** A message per field that cannot be used, shown at the field. */
  errors?: Partial<Record<K, string>>;
  /** Keeps the ids unique when several forms share field names (the creative-finance tabs). */
  idPrefix?: string;
}

/** Text inputs for calculator numbers (a blank counts as 0), two per row on wide screens. */
export default function NumberFields<K extends string>({
  fields,
  values,
  onChange,
  errors = {},
  idPrefix = '',
}: NumberFieldsProps<K>) {
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        {fields.map((f) => {
          const error = errors[f.name];
          return (
            <Col key={f.name} xs={24} sm={12}>
              <Form.Item
                label={f.label}
                htmlFor={`calc-${idPrefix}${f.name}`}
                help={error ?? f.help}
                validateStatus={error ? 'error' : undefined}
                style={{ marginBottom: 16 }}
              >
                <Input
                  id={`calc-${idPrefix}${f.name}`}
                  inputMode="decimal"
                  value={values[f.name]}
                  placeholder={f.placeholder ?? '0'}
                  prefix={f.kind === 'money' ? '$' : undefined}
                  suffix={f.kind === 'percent' ? '%' : f.kind === 'years' ? 'years' : undefined}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => onChange(f.name, e.target.value)}
                />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
    </Form>
  );
}
