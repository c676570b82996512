import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagsInput } from '../components/TagsInput';

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <>
      <TagsInput label="Dislikes" value={tags} onChange={setTags} max={4} />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  );
}

const tags = () => screen.getByTestId('tags').textContent;

describe('TagsInput', () => {
  it('ends a tag on the Arabic comma as on the Latin one and on Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Dislikes');
    await user.type(input, 'كزبرة،');
    await user.type(input, 'olives,');
    await user.type(input, 'فطر{Enter}');
    expect(tags()).toBe('كزبرة|olives|فطر');
    expect(input).toHaveValue('');
  });

  it('adds each part of pasted text, without duplicates and up to the limit', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['olives']} />);
    const input = screen.getByLabelText('Dislikes');
    await user.click(input);
    await user.paste('Olives، كزبرة, فطر، ثوم، بصل');
    await user.keyboard('{Enter}');
    expect(tags()).toBe('olives|كزبرة|فطر|ثوم');
  });
});
