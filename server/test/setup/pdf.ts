import { PDFParse } from 'pdf-parse';
import type { Response } from 'superagent';

/** The text of a PDF as a reader's tool extracts it (pdf-parse, i.e. pdf.js). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** supertest's `.parse()` for a binary body (a PDF download): the bytes as one Buffer in `res.body`. */
export function binaryBody(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  // In Node, superagent hands the parser the raw response stream.
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
