/**
 * The app's icons, hidden from assistive technology: antd's icons render role="img" with their own name
 * (aria-label="plus"), which would leak into every button's name ("plus Create New Campaign"). Every icon here is
 * decorative next to its text; one given its own aria-label (an icon-only control) keeps it and stays visible to
 * screen readers. Import icons from here, never from @ant-design/icons (eslint enforces it).
 */
import type { ComponentProps, ComponentType } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one module that may import them
import {
  ApiOutlined as AntdApiOutlined,
  ArrowDownOutlined as AntdArrowDownOutlined,
  ArrowLeftOutlined as AntdArrowLeftOutlined,
  ArrowUpOutlined as AntdArrowUpOutlined,
  BankOutlined as AntdBankOutlined,
  BookOutlined as AntdBookOutlined,
  CalculatorOutlined as AntdCalculatorOutlined,
  CheckCircleOutlined as AntdCheckCircleOutlined,
  ClockCircleOutlined as AntdClockCircleOutlined,
  ClusterOutlined as AntdClusterOutlined,
  ContactsOutlined as AntdContactsOutlined,
  DashboardOutlined as AntdDashboardOutlined,
  DeleteOutlined as AntdDeleteOutlined,
  DownOutlined as AntdDownOutlined,
  DownloadOutlined as AntdDownloadOutlined,
  EditOutlined as AntdEditOutlined,
  ExportOutlined as AntdExportOutlined,
  EyeOutlined as AntdEyeOutlined,
  FileExcelOutlined as AntdFileExcelOutlined,
  FileOutlined as AntdFileOutlined,
  FilePdfOutlined as AntdFilePdfOutlined,
  FileTextOutlined as AntdFileTextOutlined,
  FileWordOutlined as AntdFileWordOutlined,
  FolderOpenOutlined as AntdFolderOpenOutlined,
  HolderOutlined as AntdHolderOutlined,
  KeyOutlined as AntdKeyOutlined,
  LineChartOutlined as AntdLineChartOutlined,
  LinkOutlined as AntdLinkOutlined,
  LoadingOutlined as AntdLoadingOutlined,
  LogoutOutlined as AntdLogoutOutlined,
  MailOutlined as AntdMailOutlined,
  MessageOutlined as AntdMessageOutlined,
  MinusOutlined as AntdMinusOutlined,
  LockOutlined as AntdLockOutlined,
  MonitorOutlined as AntdMonitorOutlined,
  PauseCircleOutlined as AntdPauseCircleOutlined,
  PlayCircleOutlined as AntdPlayCircleOutlined,
  PlusOutlined as AntdPlusOutlined,
  PrinterOutlined as AntdPrinterOutlined,
  ReadOutlined as AntdReadOutlined,
  ReloadOutlined as AntdReloadOutlined,
  SafetyCertificateOutlined as AntdSafetyCertificateOutlined,
  SearchOutlined as AntdSearchOutlined,
  SendOutlined as AntdSendOutlined,
  TeamOutlined as AntdTeamOutlined,
  TrophyOutlined as AntdTrophyOutlined,
  UploadOutlined as AntdUploadOutlined,
  UserOutlined as AntdUserOutlined,
  VideoCameraOutlined as AntdVideoCameraOutlined,
  WarningOutlined as AntdWarningOutlined,
} from '@ant-design/icons';

type IconProps = ComponentProps<typeof AntdPlusOutlined>;

function hidden(Icon: ComponentType<IconProps>): ComponentType<IconProps> {
  const Decorative = (props: IconProps) => <Icon aria-hidden={props['aria-label'] ? undefined : true} {...props} />;
  return Decorative;
}

export const ApiOutlined = /* @__PURE__ */ hidden(AntdApiOutlined);
export const ArrowDownOutlined = /* @__PURE__ */ hidden(AntdArrowDownOutlined);
export const ArrowLeftOutlined = /* @__PURE__ */ hidden(AntdArrowLeftOutlined);
export const ArrowUpOutlined = /* @__PURE__ */ hidden(AntdArrowUpOutlined);
export const BankOutlined = /* @__PURE__ */ hidden(AntdBankOutlined);
export const BookOutlined = /* @__PURE__ */ hidden(AntdBookOutlined);
export const CalculatorOutlined = /* @__PURE__ */ hidden(AntdCalculatorOutlined);
export const CheckCircleOutlined = /* @__PURE__ */ hidden(AntdCheckCircleOutlined);
export const ClockCircleOutlined = /* @__PURE__ */ hidden(AntdClockCircleOutlined);
export const ClusterOutlined = /* @__PURE__ */ hidden(AntdClusterOutlined);
export const ContactsOutlined = /* @__PURE__ */ hidden(AntdContactsOutlined);
export const DashboardOutlined = /* @__PURE__ */ hidden(AntdDashboardOutlined);
export const DeleteOutlined = /* @__PURE__ */ hidden(AntdDeleteOutlined);
export const DownOutlined = /* @__PURE__ */ hidden(AntdDownOutlined);
export const DownloadOutlined = /* @__PURE__ */ hidden(AntdDownloadOutlined);
export const EditOutlined = /* @__PURE__ */ hidden(AntdEditOutlined);
export const ExportOutlined = /* @__PURE__ */ hidden(AntdExportOutlined);
export const EyeOutlined = /* @__PURE__ */ hidden(AntdEyeOutlined);
export const FileExcelOutlined = /* @__PURE__ */ hidden(AntdFileExcelOutlined);
export const FileOutlined = /* @__PURE__ */ hidden(AntdFileOutlined);
export const FilePdfOutlined = /* @__PURE__ */ hidden(AntdFilePdfOutlined);
export const FileTextOutlined = /* @__PURE__ */ hidden(AntdFileTextOutlined);
export const FileWordOutlined = /* @__PURE__ */ hidden(AntdFileWordOutlined);
export const FolderOpenOutlined = /* @__PURE__ */ hidden(AntdFolderOpenOutlined);
export const HolderOutlined = /* @__PURE__ */ hidden(AntdHolderOutlined);
export const KeyOutlined = /* @__PURE__ */ hidden(AntdKeyOutlined);
export const LineChartOutlined = /* @__PURE__ */ hidden(AntdLineChartOutlined);
export const LinkOutlined = /* @__PURE__ */ hidden(AntdLinkOutlined);
export const LoadingOutlined = /* @__PURE__ */ hidden(AntdLoadingOutlined);
export const LogoutOutlined = /* @__PURE__ */ hidden(AntdLogoutOutlined);
export const MailOutlined = /* @__PURE__ */ hidden(AntdMailOutlined);
export const MessageOutlined = /* @__PURE__ */ hidden(AntdMessageOutlined);
export const MinusOutlined = /* @__PURE__ */ hidden(AntdMinusOutlined);
export const LockOutlined = /* @__PURE__ */ hidden(AntdLockOutlined);
export const MonitorOutlined = /* @__PURE__ */ hidden(AntdMonitorOutlined);
export const PauseCircleOutlined = /* @__PURE__ */ hidden(AntdPauseCircleOutlined);
export const PlayCircleOutlined = /* @__PURE__ */ hidden(AntdPlayCircleOutlined);
export const PlusOutlined = /* @__PURE__ */ hidden(AntdPlusOutlined);
export const PrinterOutlined = /* @__PURE__ */ hidden(AntdPrinterOutlined);
export const ReadOutlined = /* @__PURE__ */ hidden(AntdReadOutlined);
export const ReloadOutlined = /* @__PURE__ */ hidden(AntdReloadOutlined);
export const SafetyCertificateOutlined = /* @__PURE__ */ hidden(AntdSafetyCertificateOutlined);
export const SearchOutlined = /* @__PURE__ */ hidden(AntdSearchOutlined);
export const SendOutlined = /* @__PURE__ */ hidden(AntdSendOutlined);
export const TeamOutlined = /* @__PURE__ */ hidden(AntdTeamOutlined);
export const TrophyOutlined = /* @__PURE__ */ hidden(AntdTrophyOutlined);
export const UploadOutlined = /* @__PURE__ */ hidden(AntdUploadOutlined);
export const UserOutlined = /* @__PURE__ */ hidden(AntdUserOutlined);
export const VideoCameraOutlined = /* @__PURE__ */ hidden(AntdVideoCameraOutlined);
export const WarningOutlined = /* @__PURE__ */ hidden(AntdWarningOutlined);
