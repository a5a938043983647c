import { useEffect, useRef, useState } from 'react';
import { personalKey } from '../../shared/auth/personal-storage';
import { useAuth } from '../../shared/auth/use-auth';
import { scrollToResult } from '../../shared/scroll-to-result';
import { formProblems, inputProblem, type NumberKind } from './calculators/inputs';

interface FieldLike<K extends string> {
  name: K;
  kind: NumberKind;
}

/** What a calculator keeps in this browser until sign-out: its inputs and whether they were calculated. */
interface CalculatorDraft {
  values: Record<string, string>;
  calculated: boolean;
}

function readDraft(key: string | null): CalculatorDraft | null {
  if (!key) return null;
  try {
    const raw = localStorage.getItem(key);
    const draft = raw ? (JSON.parse(raw) as CalculatorDraft) : null;
    return draft && typeof draft.values === 'object' && draft.values ? draft : null;
  } catch {
    return null; // storage blocked or unreadable: start empty
  }
}

/** Only the form's own fields, as text (a saved analysis or a draft from an older form may differ). */
function pick<K extends string>(initial: Record<K, string>, values: Record<string, unknown>): Record<K, string> {
  const out = { ...initial };
  for (const k of Object.keys(initial) as K[]) if (typeof values[k] === 'string') out[k] = values[k];
  return out;
}

/**
 * A calculator's inputs, their messages and its last result. Calculating with an input that cannot be used shows
 * the message at that field and clears the result rather than computing from a rewritten value; a message goes
 * away as soon as its field is fixed. With `draft` (a name), the inputs and result survive navigation and reloads
 * (this browser's storage for the signed-in student, removed on sign-out).
 */
export function useCalculatorForm<K extends string, R>(
  fields: ReadonlyArray<FieldLike<K>>,
  initial: Record<K, string>,
  calculate: (values: Record<K, string>) => R,
  draft?: string,
) {
  const userId = useAuth().user?.id;
  const key = draft && userId ? personalKey(userId, `calc-draft:${draft}`) : null;
  const compute = (v: Record<K, string>) => {
    const problems = formProblems(fields, v);
    const bad = fields.filter((f) => problems[f.name]).map((f) => f.name);
    return { problems, bad, result: bad.length ? null : calculate(v) };
  };
  const [start] = useState(() => {
    const kept = readDraft(key);
    const values = kept ? pick(initial, kept.values) : initial;
    return { values, result: kept?.calculated ? compute(values).result : null };
  });
  const [values, setValues] = useState(start.values);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [result, setResult] = useState<R | null>(start.result);
  /** The inputs the shown result was calculated from. */
  const [calculatedFor, setCalculatedFor] = useState<Record<K, string> | null>(start.result ? start.values : null);
  const [runs, setRuns] = useState(0);
  /** Put on the results card: on a phone it is scrolled into view after each calculation. */
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (runs > 0) scrollToResult(resultRef.current);
  }, [runs]);

  useEffect(() => {
    if (!key) return;
    try {
      localStorage.setItem(key, JSON.stringify({ values, calculated: result !== null } satisfies CalculatorDraft));
    } catch {
      // full or blocked storage: the inputs live only as long as the page
    }
  }, [key, values, result]);

  const set = (name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name] === undefined) return;
    const kind = fields.find((f) => f.name === name)?.kind ?? 'money';
    setErrors((e) => ({ ...e, [name]: inputProblem(kind, value) ?? undefined }));
  };

  /** Calculates these inputs (the form's by default), or returns the names of the fields to fix. */
  const run = (next: Record<K, string> = values): K[] => {
    const { problems, bad, result: r } = compute(next);
    setErrors(problems);
    setResult(r);
    setCalculatedFor(bad.length ? null : next);
    if (!bad.length) setRuns((n) => n + 1);
    return bad;
  };

  /** Puts a saved analysis's inputs in the form and calculates them. */
  const load = (saved: Record<string, unknown>): K[] => {
    const next = pick(initial, saved);
    setValues(next);
    return run(next);
  };

  /** A result of exactly the inputs in the form (what Save keeps). */
  const upToDate =
    result !== null && calculatedFor !== null && fields.every((f) => calculatedFor[f.name] === values[f.name]);

  return { values, set, errors, result, upToDate, run, load, resultRef };
}
