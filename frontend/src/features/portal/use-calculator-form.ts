import { useEffect, useRef, useState } from 'react';
import { scrollToResult } from '../../shared/scroll-to-result';
import { formProblems, inputProblem, type NumberKind } from './calculators/inputs';

interface FieldLike<K extends string> {
  name: K;
  kind: NumberKind;
}

/**
 * A calculator's inputs, their messages and its last result. Calculating with an input that cannot be used shows
 * the message at that field and clears the result rather than computing from a rewritten value; a message goes
 * away as soon as its field is fixed.
 */
export function useCalculatorForm<K extends string, R>(
  fields: ReadonlyArray<FieldLike<K>>,
  initial: Record<K, string>,
  calculate: (values: Record<K, string>) => R,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [result, setResult] = useState<R | null>(null);
  const [runs, setRuns] = useState(0);
  /** Put on the results card: on a phone it is scrolled into view after each calculation. */
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (runs > 0) scrollToResult(resultRef.current);
  }, [runs]);

  const set = (name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name] === undefined) return;
    const kind = fields.find((f) => f.name === name)?.kind ?? 'money';
    setErrors((e) => ({ ...e, [name]: inputProblem(kind, value) ?? undefined }));
  };

  /** Calculates, or returns the names of the fields to fix. */
  const run = (): K[] => {
    const problems = formProblems(fields, values);
    setErrors(problems);
    const bad = fields.filter((f) => problems[f.name]).map((f) => f.name);
    setResult(bad.length ? null : calculate(values));
    if (!bad.length) setRuns((n) => n + 1);
    return bad;
  };

  return { values, set, errors, result, run, resultRef };
}
