import { execFile } from 'child_process';

/**
 * The text of a PDF, by unpdf (PDF.js) in a child Node process: PDF.js is an ES module that jest's CommonJS VM
 * cannot import dynamically.
 */
const SCRIPT = `
import { extractText, getDocumentProxy } from 'unpdf';
const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
process.stdout.write((await extractText(pdf, { mergePages: true })).text);
`;

export function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', SCRIPT],
      { cwd: __dirname, maxBuffer: 10 * 1024 * 1024 },
      (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin!.end(bytes);
  });
}
