import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDocumentLanguage } from '../index';

/**
 * An Arabic page asks for its typeface's faces as soon as its language is set, before anything renders: left to the
 * first render, the text painted in a fallback and the page moved when the faces arrived (Lighthouse: a layout
 * shift of 0.65 on the Arabic landing page). English pages ask for nothing.
 */
describe('the Arabic typeface', () => {
  const load = vi.fn(() => Promise.resolve([] as FontFace[]));

  afterEach(() => {
    load.mockClear();
    applyDocumentLanguage('en');
  });

  function withFonts(run: () => void) {
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    try {
      run();
    } finally {
      delete (document as { fonts?: unknown }).fonts;
    }
  }

  it('starts loading its regular, semibold and bold Arabic faces when the document becomes Arabic', () => {
    withFonts(() => applyDocumentLanguage('ar'));
    expect(load.mock.calls).toEqual([
      ['400 16px "IBM Plex Sans Arabic"', 'ع'],
      ['600 16px "IBM Plex Sans Arabic"', 'ع'],
      ['700 16px "IBM Plex Sans Arabic"', 'ع'],
    ]);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('loads nothing for English, and does not fail where the browser has no font loading API', () => {
    withFonts(() => applyDocumentLanguage('en'));
    expect(load).not.toHaveBeenCalled();
    expect(() => applyDocumentLanguage('ar')).not.toThrow();
  });
});
