import { Grid, Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { SCRIPTS, type Audience } from '../content/scripts';
import ScriptView from '../components/ScriptView';
import ToolPage from '../components/ToolPage';
import { TOOL_PAGE_INTROS } from '../portal.constants';

function SellerScripts() {
  const [selected, setSelected] = useState(0);
  const wide = Grid.useBreakpoint().md;
  return (
    <>
      <Segmented
        aria-label="Seller scripts"
        value={selected}
        onChange={(v) => setSelected(Number(v))}
        options={SCRIPTS.Sellers.map((s, i) => ({ label: s.title, value: i }))}
        vertical={!wide}
        block={!wide}
        style={{ marginBottom: 16 }}
      />
      <ScriptView script={SCRIPTS.Sellers[selected]} />
    </>
  );
}

const AUDIENCES: Audience[] = ['Sellers', 'Buyers', 'Agents', 'Contractors'];

/** /scripts-objections (spec 2 §2.5): only Sellers has a choice of scripts; the others show their first. */
export default function ScriptsObjectionsPage() {
  return (
    <ToolPage {...TOOL_PAGE_INTROS['/scripts-objections']}>
      <Tabs
        items={AUDIENCES.map((a) => ({
          key: a,
          label: a,
          children: a === 'Sellers' ? <SellerScripts /> : <ScriptView script={SCRIPTS[a][0]} />,
        }))}
      />
    </ToolPage>
  );
}
