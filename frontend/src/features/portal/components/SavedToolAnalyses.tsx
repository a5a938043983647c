import { Button, Card, Empty, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api/api';
import { toast } from '../../../shared/toast';
import LoadError from '../../../shared/components/LoadError';
import {
  type SaveToolAnalysis,
  type ToolAnalysis,
  useCreateToolAnalysisMutation,
  useDeleteToolAnalysisMutation,
  useListToolAnalysesQuery,
  useUpdateToolAnalysisMutation,
} from '../portal.api';

export interface SavedToolAnalysesProps {
  kind: SaveToolAnalysis['kind'];
  /** Creative finance: the strategy of this tab (its list shows only that strategy's analyses). */
  strategy?: NonNullable<SaveToolAnalysis['strategy']>;
  /** The heading of the list, e.g. "Saved Rental Analyses". */
  heading: string;
  /** The form's inputs as typed. */
  values: Record<string, string>;
  /** Saving waits for a result of the current inputs. */
  canSave: boolean;
  onOpen: (analysis: ToolAnalysis) => void;
}

/** Save the calculator's inputs under a name, and the student's saved analyses of this tool: open or delete. */
export default function SavedToolAnalyses({
  kind,
  strategy,
  heading,
  values,
  canSave,
  onOpen,
}: SavedToolAnalysesProps) {
  const [name, setName] = useState('');
  const list = useListToolAnalysesQuery(kind);
  const [create, creating] = useCreateToolAnalysisMutation();
  const [update, updating] = useUpdateToolAnalysisMutation();
  const [remove] = useDeleteToolAnalysisMutation();
  /** The analysis last opened here: its inputs can be saved over it. */
  const [opened, setOpened] = useState<ToolAnalysis | null>(null);
  const items = (list.data ?? []).filter((a) => (strategy ? a.strategy === strategy : true));
  const nameId = `tool-analysis-name-${strategy ?? kind}`;

  const save = async () => {
    try {
      const saved = await create({ kind, strategy: strategy ?? null, name: name.trim(), inputs: values }).unwrap();
      toast.success('Analysis Saved', `"${saved.name}" is in ${heading}.`);
      setName('');
    } catch (err) {
      toast.error('Save Failed', errorMessage(err, 'The analysis could not be saved.'));
    }
  };
  const saveOver = async (a: ToolAnalysis) => {
    try {
      const saved = await update({
        id: a.id,
        body: { kind, strategy: a.strategy, name: a.name, inputs: values },
      }).unwrap();
      setOpened(saved);
      toast.success('Analysis Updated', `"${saved.name}" now has these inputs.`);
    } catch (err) {
      toast.error('Update Failed', errorMessage(err, 'The analysis could not be updated.'));
    }
  };
  const del = async (a: ToolAnalysis) => {
    try {
      await remove(a.id).unwrap();
      if (opened?.id === a.id) setOpened(null);
      toast.success('Analysis Deleted', `"${a.name}" was deleted.`);
    } catch (err) {
      toast.error('Delete Failed', errorMessage(err, 'The analysis could not be deleted.'));
    }
  };

  return (
    <Card className="tool-print-hide">
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {heading}
      </Typography.Title>
      <Form layout="vertical" component="div">
        <Form.Item
          label="Analysis name"
          htmlFor={nameId}
          help={canSave ? undefined : 'Calculate these inputs first: the analysis is saved with its results.'}
        >
          <Flex gap={8} wrap>
            <Input
              id={nameId}
              value={name}
              maxLength={120}
              placeholder="e.g. 12 Elm St duplex"
              onChange={(e) => setName(e.target.value)}
              style={{ flex: '1 1 200px' }}
            />
            <Button
              type="primary"
              onClick={() => void save()}
              loading={creating.isLoading}
              disabled={!canSave || name.trim() === ''}
            >
              Save analysis
            </Button>
            {opened && (
              <Button onClick={() => void saveOver(opened)} loading={updating.isLoading} disabled={!canSave}>
                Update {opened.name}
              </Button>
            )}
          </Flex>
        </Form.Item>
      </Form>
      {list.isError ? (
        <LoadError what="saved analyses" query={list} />
      ) : list.isLoading ? (
        <Typography.Text type="secondary" role="status">
          Loading saved analyses...
        </Typography.Text>
      ) : items.length === 0 ? (
        <Empty description="No saved analyses yet." />
      ) : (
        <ul className="saved-tool-analyses">
          {items.map((a) => (
            <Flex component="li" key={a.id} justify="space-between" align="center" gap={8} wrap>
              <Typography.Text strong>{a.name}</Typography.Text>
              <Flex gap={8}>
                <Button
                  onClick={() => {
                    setOpened(a);
                    onOpen(a);
                  }}
                  aria-label={`Open ${a.name}`}
                >
                  Open
                </Button>
                <Popconfirm
                  title={`Delete "${a.name}"?`}
                  description="This cannot be undone."
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  cancelText="Cancel"
                  onConfirm={() => del(a)}
                >
                  <Button danger aria-label={`Delete ${a.name}`}>
                    Delete
                  </Button>
                </Popconfirm>
              </Flex>
            </Flex>
          ))}
        </ul>
      )}
    </Card>
  );
}
