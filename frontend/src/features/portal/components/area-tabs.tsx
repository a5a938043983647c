import { Empty } from 'antd';
import { lazy, type ComponentType } from 'react';

/*
 * The Fix & Flip and Deal Pipeline tabs are built by the analyzer and pipeline areas. They are found with
 * import.meta.glob so the portal builds (and says so) while either area has not delivered its component yet.
 */
type Loader = () => Promise<{ default: ComponentType }>;
const analyzer = import.meta.glob<{ default: ComponentType }>('../../analyzer/components/FixFlipAnalyzer.tsx');
const pipeline = import.meta.glob<{ default: ComponentType }>('../../pipeline/components/DealPipelineBoard.tsx');

function areaComponent(loaders: Record<string, Loader>, missing: string) {
  const load = Object.values(loaders)[0];
  return lazy(load ?? (async () => ({ default: () => <Empty description={missing} /> })));
}

export const FixFlipAnalyzerTab = areaComponent(analyzer, 'The Fix & Flip analyzer is not available yet.');
export const DealPipelineTab = areaComponent(pipeline, 'The deal pipeline is not available yet.');
