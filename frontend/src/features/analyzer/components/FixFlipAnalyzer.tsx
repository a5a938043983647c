import { Alert, Button, Col, Form, Row } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../api/api';
import { toast } from '../../../shared/toast';
import { scrollToResult } from '../../../shared/scroll-to-result';
import { useAuth } from '../../../shared/auth/use-auth';
import {
  useCalculateFixFlipDealMutation,
  useGetFixFlipAssumptionsQuery,
  useListFixFlipPropertiesQuery,
  useSaveFixFlipPropertyMutation,
  useUpdateFixFlipPropertyMutation,
  type DealAnalysis,
  type FixFlipProperty,
  type SavePropertyBody,
} from '../analyzer.api';
import { ANALYZER_TEXT as T } from '../analyzer.constants';
import { useAnalyzerDraft, type AnalyzerDraft } from '../use-analyzer-draft';
import { inputsKey } from '../analysis-inputs';
import { toAssumptionsForm, toAssumptionsInput } from '../assumptions-form';
import { compsChoice } from '../comps';
import '../analyzer.css';
import AnalyzerForm, { type AnalyzerFormValues } from './AnalyzerForm';
import ResultsCard from './ResultsCard';
import SavedAnalysesGrid from './SavedAnalysesGrid';
import LoadError from '../../../shared/components/LoadError';
import { scrollBehavior } from '../../../shared/motion';
import { useLatestCallback } from '../../../shared/use-latest-callback';

const orUndefined = <V,>(v: V | null | undefined | '') => (v === null || v === '' ? undefined : v);

function toBody(v: AnalyzerFormValues): SavePropertyBody {
  return {
    address: (v.address ?? '').trim(),
    city: orUndefined(v.city?.trim()),
    state: orUndefined(v.state?.trim()),
    zipCode: orUndefined(v.zipCode?.trim()),
    county: orUndefined(v.county?.trim()),
    squareFeet: orUndefined(v.squareFeet),
    bedrooms: orUndefined(v.bedrooms),
    bathrooms: orUndefined(v.bathrooms),
    lotSize: orUndefined(v.lotSize),
    rehabLevel: v.rehabLevel as SavePropertyBody['rehabLevel'],
    arv: v.arv as number,
    needsPoolRenovation: !!v.needsPoolRenovation,
    notes: orUndefined(v.notes?.trim()),
    assumptions: toAssumptionsInput(v.assumptions),
    offerPrice: orUndefined(v.offerPrice),
    comps: compsChoice(v.comps),
  };
}

/** The form values of a saved deal, for reopening it. */
function toValues(p: FixFlipProperty): AnalyzerFormValues {
  return {
    address: p.address,
    city: p.city ?? undefined,
    state: p.state ?? undefined,
    zipCode: p.zipCode ?? undefined,
    county: p.county ?? undefined,
    squareFeet: p.squareFeet,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    lotSize: p.lotSize,
    arv: p.arv,
    rehabLevel: p.rehabLevel,
    needsPoolRenovation: p.needsPoolRenovation,
    notes: p.notes ?? undefined,
    // The terms it was saved with, so it reopens with the same numbers whatever the defaults are now.
    assumptions: toAssumptionsForm(p.assumptions),
    offerPrice: p.offerPrice,
    comps: p.comps?.items,
  };
}

/**
 * The Fix & Flip analyzer (spec 2 §2.1): form card, results card and Saved Analyses grid. Used by the public
 * /fix-flip page and the student dashboard's first tab. Anyone can calculate; saving needs a signed-in user.
 * The work in progress is a draft in this browser (survives tab switches and reloads) until saved or cleared; a
 * saved analysis opens back into the form, where Save updates it and Save as New copies it.
 */
export default function FixFlipAnalyzer() {
  const [form] = Form.useForm<AnalyzerFormValues>();
  const { user, status } = useAuth();
  const [analysis, setAnalysis] = useState<DealAnalysis | null>(null);
  const [analyzedAddress, setAnalyzedAddress] = useState<string>();
  /** What the shown result was calculated from (see inputsKey): any other input makes it out of date. */
  const [analyzedKey, setAnalyzedKey] = useState<string>();
  const currentKey = Form.useWatch((v: AnalyzerFormValues) => inputsKey(v), { form, preserve: true });
  const stale = !!analysis && analyzedKey !== undefined && currentKey !== undefined && analyzedKey !== currentKey;
  const [editing, setEditing] = useState<AnalyzerDraft['editing']>();
  const [askSignIn, setAskSignIn] = useState(false);
  const [calculate, calculating] = useCalculateFixFlipDealMutation();
  const [save, saving] = useSaveFixFlipPropertyMutation();
  const [update, updating] = useUpdateFixFlipPropertyMutation();
  const saved = useListFixFlipPropertiesQuery(undefined, { skip: !user });
  const ownDefaults = useGetFixFlipAssumptionsQuery(undefined, { skip: !user });
  const ownSet = ownDefaults.data?.isCustom ? ownDefaults.data : undefined;
  const draft = useAnalyzerDraft(user?.id);
  const restoredFor = useRef<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);

  // Bring back this user's draft once we know who is signed in.
  useEffect(() => {
    if (status === 'loading') return;
    const key = user?.id ?? 'guest';
    if (restoredFor.current === key) return;
    // The form starts empty: it needs a reset only when another user's work was in it (a re-render of every field,
    // which on the page's first load was the longest task of its start).
    if (restoredFor.current !== null) form.resetFields();
    restoredFor.current = key;
    const kept = draft.load();
    if (kept) form.setFieldsValue(kept.values);
    // A draft kept before results had a summary is shown again after the next Calculate Deal.
    const result = kept?.analysis?.summary ? kept.analysis : null;
    setAnalysis(result);
    setAnalyzedAddress(kept?.analyzedAddress);
    setAnalyzedKey(result ? (kept?.analyzedKey ?? inputsKey(kept?.values)) : undefined);
    setEditing(kept?.editing);
  }, [status, user?.id, draft, form]);

  // A student's own default terms fill a fresh analysis (never one in progress or a saved one reopened).
  useEffect(() => {
    if (!ownSet || restoredFor.current === null || editing) return;
    const values = form.getFieldsValue(true) as AnalyzerFormValues;
    if (toAssumptionsInput(values.assumptions) !== undefined) return;
    form.setFieldsValue({
      assumptions: toAssumptionsForm(ownSet.assumptions),
      assumptionSetName: ownSet.name ?? undefined,
    });
  }, [ownSet, editing, form, status]);

  // One function for the component's life: children may keep it (the Suggested ARV panel calls it after a change).
  const keep = useLatestCallback((next: Partial<AnalyzerDraft> = {}) => {
    if (restoredFor.current === null) return;
    const values = form.getFieldsValue(true) as AnalyzerFormValues;
    draft.save({ values, analysis, analyzedAddress, analyzedKey, editing, ...next });
  });

  /** Show a result, calculated from `values`. */
  const show = (result: DealAnalysis | null, address: string | undefined, values?: AnalyzerFormValues) => {
    const key = result ? inputsKey(values ?? (form.getFieldsValue(true) as AnalyzerFormValues)) : undefined;
    setAnalysis(result);
    setAnalyzedAddress(address);
    setAnalyzedKey(key);
    return { analysis: result, analyzedAddress: address, analyzedKey: key };
  };

  const onCalculate = useLatestCallback(async () => {
    const v = form.getFieldsValue(true) as AnalyzerFormValues;
    if (!v.arv || !v.rehabLevel) return toast.error(...T.missingInfo);
    if (!v.squareFeet) return toast.error(...T.missingSqft);
    // Every number field (with the Assumptions panel's, once opened) tells what is wrong; the address is not needed.
    const names = form
      .getFieldsError()
      .map((f) => f.name)
      .filter((n) => n[0] !== 'address');
    try {
      await form.validateFields(names);
    } catch {
      return; // the fields show what is wrong
    }
    try {
      const res = await calculate({
        arv: v.arv,
        rehabLevel: v.rehabLevel as SavePropertyBody['rehabLevel'],
        squareFeet: v.squareFeet,
        needsPoolRenovation: !!v.needsPoolRenovation,
        assumptions: toAssumptionsInput(v.assumptions),
        offerPrice: orUndefined(v.offerPrice),
      }).unwrap();
      keep(show(res.analysis, v.address?.trim() || undefined, v));
      scrollToResult(resultRef.current);
    } catch (err) {
      toast.error(T.calculateFailed, errorMessage(err, 'Please check the numbers and try again.'));
    }
  });

  const onSave = async (asNew = false) => {
    if (!user) return setAskSignIn(true);
    let values: AnalyzerFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows the messages
    }
    try {
      const body = toBody({ ...(form.getFieldsValue(true) as AnalyzerFormValues), ...values });
      const res = editing && !asNew ? await update({ id: editing.id, ...body }).unwrap() : await save(body).unwrap();
      const p = res.property;
      show(p.analysis ?? analysis, p.address);
      setEditing({ id: p.id, address: p.address });
      draft.clear(); // saved: nothing left to keep
      if (editing && !asNew) toast.success(...T.updateSucceeded);
      else if (asNew) toast.success(...T.savedAsNew);
      else toast.success(...T.saveSucceeded);
    } catch {
      toast.error(...T.saveFailed);
    }
  };

  const onOpen = (p: FixFlipProperty) => {
    form.resetFields();
    form.setFieldsValue(toValues(p));
    const next = { ...show(p.analysis ?? null, p.address, toValues(p)), editing: { id: p.id, address: p.address } };
    setEditing(next.editing);
    keep(next);
    formRef.current?.scrollIntoView({ behavior: scrollBehavior, block: 'start' });
  };

  const onClear = useLatestCallback(() => {
    form.resetFields();
    show(null, undefined);
    setEditing(undefined);
    draft.clear();
    if (ownSet)
      form.setFieldsValue({
        assumptions: toAssumptionsForm(ownSet.assumptions),
        assumptionSetName: ownSet.name ?? undefined,
      });
  });
  const saveAnalysis = useLatestCallback(() => void onSave());
  const saveAsNew = useLatestCallback(() => void onSave(true));

  const onDeleted = (p: FixFlipProperty) => {
    if (editing?.id !== p.id) return;
    setEditing(undefined); // the form keeps the numbers, as a new, unsaved analysis
    keep({ editing: undefined });
  };

  const signInPrompt = askSignIn && !user && (
    <Alert
      className="ff-signin"
      type="info"
      showIcon
      title="Sign in to save your analysis"
      description={
        <span>
          Saving keeps the deal in your Saved Analyses and your deal pipeline.{' '}
          <Link to="/student-login">Sign in as a student</Link> to save it.
        </span>
      }
    />
  );

  const editingNotice = editing && (
    <Alert
      className="ff-editing"
      type="info"
      showIcon
      title={`Editing your saved analysis: ${editing.address}`}
      description="Save Analysis updates it; Save as New keeps it and saves a copy."
      action={
        <Button size="small" onClick={onClear}>
          Start a new analysis
        </Button>
      }
    />
  );

  return (
    <div className="ff-analyzer">
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12} className="ff-print-hide ff-form-col" ref={formRef}>
          {editingNotice}
          <AnalyzerForm
            form={form}
            onCalculate={onCalculate}
            onSave={saveAnalysis}
            onSaveAsNew={editing ? saveAsNew : undefined}
            onClear={onClear}
            onValuesChange={keep}
            calculating={calculating.isLoading}
            saving={saving.isLoading || updating.isLoading}
            stale={stale}
            signedIn={!!user}
            ownSetName={ownSet?.name}
            footer={signInPrompt}
          />
        </Col>
        <Col xs={24} lg={12} ref={resultRef} className="ff-result-col">
          <ResultsCard analysis={analysis} address={analyzedAddress} stale={stale} />
        </Col>
      </Row>
      {user && saved.isError ? (
        <LoadError what="your saved analyses" query={saved} />
      ) : (
        <SavedAnalysesGrid
          items={user ? saved.data : undefined}
          openId={editing?.id}
          onOpen={onOpen}
          onDeleted={onDeleted}
        />
      )}
    </div>
  );
}
