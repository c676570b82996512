import { render, screen } from '@testing-library/react';
import { Activity, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

function Host({ visible, children }: { visible: boolean; children: ReactNode }) {
  return <Activity mode={visible ? 'visible' : 'hidden'}>{children}</Activity>;
}

describe('RichTextEditor', () => {
  it('comes back with its content after its editor instance was destroyed while it was off screen', async () => {
    const editor = <RichTextEditor label="Body" value="<p>Hello from the post</p>" onChange={() => undefined} />;
    const { rerender } = render(<Host visible>{editor}</Host>);
    expect(await screen.findByRole('textbox', { name: 'Body' })).toHaveTextContent('Hello from the post');
    // Hidden: its effects are cleaned up, and tiptap destroys the editor instance a moment later.
    rerender(<Host visible={false}>{editor}</Host>);
    await new Promise((r) => setTimeout(r, 20));
    rerender(<Host visible>{editor}</Host>);
    expect(await screen.findByRole('textbox', { name: 'Body' })).toHaveTextContent('Hello from the post');
  });
});
