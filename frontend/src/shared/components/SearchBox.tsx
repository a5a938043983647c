import { Input } from 'antd';
import { SearchOutlined } from '../icons';

/** An admin list's search box ("Search leads..."). */
export function SearchBox({
  what,
  value,
  onChange,
}: {
  what: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      placeholder={`Search ${what}...`}
      aria-label={`Search ${what}`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      style={{ maxWidth: 360, marginBottom: 16 }}
    />
  );
}
