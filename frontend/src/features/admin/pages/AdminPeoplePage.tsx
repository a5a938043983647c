import { Alert, Button, Card, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api/api';
import AdminLayout from '../../../shared/layout/AdminLayout';
import { toast } from '../../../shared/toast';
import {
  type PersonData,
  useErasePersonMutation,
  useExportPersonMutation,
  useSearchPersonMutation,
} from '../people.api';

const ERASE_WARNING =
  'Every row about this person is deleted, their sessions end, their queued e-mails are dropped and their ' +
  'Constant Contact contact is deleted. Only a suppression entry stays, so the address is never mailed again.';

/** Hands the export to the browser as a file. */
function download(data: unknown, name: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

function Tables({ person }: { person: PersonData }) {
  const tables = Object.entries(person.tables).filter(([, rows]) => rows.length > 0);
  return (
    <ul aria-label="Tables holding the address" style={{ paddingLeft: 20, margin: 0 }}>
      {tables.map(([table, rows]) => (
        <li key={table}>
          <details>
            <summary>
              {table}: {rows.length} {rows.length === 1 ? 'row' : 'rows'}
            </summary>
            <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12 }}>
              {JSON.stringify(rows, null, 2)}
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/people: a person's request about their data (GDPR art. 15/17, CCPA). Find everything held about an
 * address, export it as one JSON file, or erase it (the admin types the address again); only a suppression entry
 * stays, so the address is never mailed again.
 */
export default function AdminPeoplePage() {
  const [search, searching] = useSearchPersonMutation();
  const [exportPerson, exporting] = useExportPersonMutation();
  const [erase, erasing] = useErasePersonMutation();
  const [person, setPerson] = useState<PersonData | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');

  const find = async (email: string) => {
    try {
      setPerson(await search(email.trim()).unwrap());
    } catch (err) {
      setPerson(null);
      toast.error('Error', errorMessage(err, 'Failed to search for this address'));
    }
  };
  const onExport = async () => {
    if (!person) return;
    try {
      download(await exportPerson(person.email).unwrap(), 'personal-data.json');
    } catch (err) {
      toast.error('Error', errorMessage(err, 'Failed to export the data'));
    }
  };
  const onErase = async () => {
    if (!person) return;
    try {
      const done = await erase({ email: person.email, confirm: typed.trim().toLowerCase() }).unwrap();
      const rows = Object.values(done.erased).reduce((a, b) => a + b, 0);
      toast.success('Success', `Erased ${rows} rows and ${done.jobsRemoved} queued jobs`);
      setConfirming(false);
      setTyped('');
      await find(person.email);
    } catch (err) {
      toast.error('Error', errorMessage(err, 'Failed to erase the data'));
    }
  };

  return (
    <AdminLayout title="People">
      <Card>
        <Form layout="vertical" onFinish={(v: { email: string }) => void find(v.email)} style={{ maxWidth: 400 }}>
          <Form.Item
            name="email"
            label="E-mail address"
            rules={[{ required: true, type: 'email', message: 'Enter an e-mail address' }]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={searching.isLoading}>
            Find
          </Button>
        </Form>
      </Card>
      {person && (
        <Card title={person.email} style={{ marginTop: 16 }}>
          {!person.found ? (
            <Typography.Paragraph>Nothing is held about this address.</Typography.Paragraph>
          ) : (
            <Flex vertical gap={12}>
              <Tables person={person} />
              <Flex wrap gap={8}>
                <Button onClick={() => void onExport()} loading={exporting.isLoading}>
                  Export JSON
                </Button>
                <Button danger onClick={() => setConfirming(true)}>
                  Erase…
                </Button>
              </Flex>
            </Flex>
          )}
        </Card>
      )}
      <Modal
        open={confirming}
        title={`Erase ${person?.email ?? ''}`}
        okText="Erase"
        okButtonProps={{
          danger: true,
          disabled: typed.trim().toLowerCase() !== person?.email,
          loading: erasing.isLoading,
        }}
        onOk={() => void onErase()}
        onCancel={() => setConfirming(false)}
      >
        <Alert type="warning" showIcon title="This cannot be undone" description={ERASE_WARNING} />
        <label htmlFor="erase-confirm" style={{ display: 'block', margin: '16px 0 8px' }}>
          Type the address to confirm
        </label>
        <Input id="erase-confirm" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </Modal>
    </AdminLayout>
  );
}
