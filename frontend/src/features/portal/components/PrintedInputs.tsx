import type { NumberFieldDef } from './NumberFields';
import ResultList from './ResultList';

/** "$200000", "7%", "30 years"; a blank shows the field's default (its placeholder), else 0. */
const shown = (f: NumberFieldDef<string>, value: string) => {
  const typed = value.trim();
  if (typed === '' && f.placeholder && !/^\d/.test(f.placeholder)) return f.placeholder;
  const v = typed || f.placeholder || '0';
  const unit =
    f.kind === 'money' ? `$${v.replace(/^\$/, '')}` : f.kind === 'percent' ? `${v.replace(/%$/, '')}%` : `${v} years`;
  return typed === '' && f.placeholder ? `${unit} (default)` : unit;
};

/** Every input of a calculator as label and value, shown only on paper (Print). */
export default function PrintedInputs<K extends string>({
  fields,
  values,
}: {
  fields: ReadonlyArray<NumberFieldDef<K>>;
  values: Record<K, string>;
}) {
  return (
    <section className="tool-print-only" aria-hidden="true">
      <h2 style={{ fontSize: 18 }}>Inputs</h2>
      <ResultList rows={fields.map((f) => ({ label: f.label, value: shown(f, values[f.name] ?? '') }))} />
    </section>
  );
}
