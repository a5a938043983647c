import {
  CalculatorOutlined,
  FileExcelOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FolderOpenOutlined,
  LinkOutlined,
  ReadOutlined,
  VideoCameraOutlined,
} from '../../../shared/icons';
import type { ReactNode } from 'react';

/** Icons by name; iconName wins, else the resource type, else a generic file. */
const ICONS: Record<string, ReactNode> = {
  pdf: <FilePdfOutlined />,
  'file-pdf': <FilePdfOutlined />,
  spreadsheet: <FileExcelOutlined />,
  excel: <FileExcelOutlined />,
  'file-excel': <FileExcelOutlined />,
  document: <FileTextOutlined />,
  doc: <FileWordOutlined />,
  template: <FileWordOutlined />,
  'file-text': <FileTextOutlined />,
  video: <VideoCameraOutlined />,
  link: <LinkOutlined />,
  website: <LinkOutlined />,
  calculator: <CalculatorOutlined />,
  book: <ReadOutlined />,
  guide: <ReadOutlined />,
  folder: <FolderOpenOutlined />,
};

export function resourceIcon(iconName: string | null | undefined, resourceType: string): ReactNode {
  const key = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
  return ICONS[key(iconName)] ?? ICONS[key(resourceType)] ?? <FileOutlined />;
}
