import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './ImageUpload';

/** A stand-in for the browser's XMLHttpRequest that the test drives: progress, then the server's answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, json: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    act(() => this.onload?.());
  }
}

const png = () => new File([new Uint8Array(2048)], 'meal.png', { type: 'image/png' });

function renderUpload(error?: string) {
  const onChange = vi.fn();
  render(<ImageUpload label="Image" value="" onChange={onChange} error={error} />);
  return onChange;
}

describe('ImageUpload', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows how much is sent, hides the form\'s "Upload an image" meanwhile, and hands over the URL', async () => {
    const onChange = renderUpload('Upload an image');
    expect(screen.getByRole('alert')).toHaveTextContent('Upload an image');

    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [png()] } });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads/image');
    expect(screen.queryByRole('alert')).toBeNull();

    xhr.progress(512, 2048);
    expect(screen.getByText(/Uploading… 25%/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading…' })).toHaveAttribute('value', '25');

    xhr.answer(201, { data: { url: '/api/uploads/abc.png' } });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/uploads/abc.png'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's message when the upload is refused", async () => {
    const onChange = renderUpload();
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [png()] } });
    FakeXhr.last!.answer(400, { data: { message: 'This file is not an image.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not an image.');
    expect(onChange).not.toHaveBeenCalled();
  });
  it('uploads an image file dropped on the drop zone (spec section 2: by drag and drop), and shows its preview', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<ImageUpload label="Image" value="" onChange={onChange} />);
    const zone = screen.getByLabelText('Image').closest('label')!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], types: ['Files'] } });
    const file = png();
    fireEvent.drop(zone, { dataTransfer: { files: [file], types: ['Files'] } });
    const xhr = FakeXhr.last!;
    expect(xhr).not.toBeNull();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads/image');
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('image')).toBe(file);
    xhr.answer(201, { data: { url: '/api/uploads/dropped.png' } });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/uploads/dropped.png'));
    rerender(<ImageUpload label="Image" value="/api/uploads/dropped.png" onChange={onChange} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/api/uploads/dropped.png');
  });

  it('refuses a dropped file that is not an image, and sends nothing', async () => {
    const onChange = renderUpload();
    const zone = screen.getByLabelText('Image').closest('label')!;
    const pdf = new File([new Uint8Array(10)], 'menu.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf], types: ['Files'] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    expect(FakeXhr.last).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
