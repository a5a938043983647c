import { Alert, Col, Form, Row } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../api/api';
import { toast } from '../../../shared/toast';
import { useAuth } from '../../../shared/auth/use-auth';
import {
  useCalculateFixFlipDealMutation,
  useListFixFlipPropertiesQuery,
  useSaveFixFlipPropertyMutation,
  type DealAnalysis,
  type SavePropertyBody,
} from '../analyzer.api';
import { ANALYZER_TEXT as T } from '../analyzer.constants';
import '../analyzer.css';
import AnalyzerForm, { type AnalyzerFormValues } from './AnalyzerForm';
import ResultsCard from './ResultsCard';
import SavedAnalysesGrid from './SavedAnalysesGrid';

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
  };
}

/**
 * The Fix & Flip analyzer (spec 2 §2.1): form card, results card and Saved Analyses grid. Used by the public
 * /fix-flip page and the student dashboard's first tab. Anyone can calculate; saving needs a signed-in user.
 */
export default function FixFlipAnalyzer() {
  const [form] = Form.useForm<AnalyzerFormValues>();
  const { user } = useAuth();
  const [analysis, setAnalysis] = useState<DealAnalysis | null>(null);
  const [analyzedAddress, setAnalyzedAddress] = useState<string>();
  const [askSignIn, setAskSignIn] = useState(false);
  const [calculate, calculating] = useCalculateFixFlipDealMutation();
  const [save, saving] = useSaveFixFlipPropertyMutation();
  const saved = useListFixFlipPropertiesQuery(undefined, { skip: !user });

  const onCalculate = async () => {
    const v = form.getFieldsValue();
    if (!v.arv || !v.rehabLevel) return toast.error(...T.missingInfo);
    if (!v.squareFeet) return toast.error(...T.missingSqft);
    try {
      const res = await calculate({
        arv: v.arv,
        rehabLevel: v.rehabLevel as SavePropertyBody['rehabLevel'],
        squareFeet: v.squareFeet,
        needsPoolRenovation: !!v.needsPoolRenovation,
      }).unwrap();
      setAnalysis(res.analysis);
      setAnalyzedAddress(v.address?.trim() || undefined);
    } catch (err) {
      toast.error(T.calculateFailed, errorMessage(err, 'Please check the numbers and try again.'));
    }
  };

  const onSave = async () => {
    if (!user) return setAskSignIn(true);
    let values: AnalyzerFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows the messages
    }
    try {
      const res = await save(toBody(values)).unwrap();
      if (res.property.analysis) {
        setAnalysis(res.property.analysis);
        setAnalyzedAddress(res.property.address);
      }
      toast.success(...T.saveSucceeded);
    } catch {
      toast.error(...T.saveFailed);
    }
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

  return (
    <div className="ff-analyzer">
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12} className="ff-print-hide">
          <AnalyzerForm
            form={form}
            onCalculate={onCalculate}
            onSave={onSave}
            calculating={calculating.isLoading}
            saving={saving.isLoading}
            footer={signInPrompt}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ResultsCard analysis={analysis} address={analyzedAddress} />
        </Col>
      </Row>
      <SavedAnalysesGrid items={user ? saved.data : undefined} />
    </div>
  );
}
