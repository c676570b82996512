import { expect, type APIRequestContext } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

/** The text of a PDF download (an invoice, a credit note), as pdf.js reads it, fetched in Arabic with `token`. */
export async function pdfText(request: APIRequestContext, token: string, url: string): Promise<string> {
  const res = await request.get(url, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'ar' } });
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(await res.body()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
