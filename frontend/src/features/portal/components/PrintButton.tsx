import { Button } from 'antd';
import { PrinterOutlined } from '../../../shared/icons';

/** Prints the tool's inputs and results (tool-print.css hides the rest). */
export default function PrintButton() {
  return (
    <Button icon={<PrinterOutlined />} onClick={() => window.print()} className="tool-print-hide">
      Print
    </Button>
  );
}
