import { endsTag, splitTags } from './tag-list';

describe('tag lists', () => {
  it('split on the Latin and the Arabic comma, trimmed, blanks dropped', () => {
    expect(splitTags('vegan, high-protein، حار ،، ,')).toEqual(['vegan', 'high-protein', 'حار']);
    expect(splitTags('نباتي،خالٍ من الغلوتين')).toEqual(['نباتي', 'خالٍ من الغلوتين']);
    expect(splitTags('  ')).toEqual([]);
  });

  it('end a tag on Enter or either comma key', () => {
    expect(['Enter', ',', '،'].map(endsTag)).toEqual([true, true, true]);
    expect(['a', ' ', 'Tab', '؛'].map(endsTag)).toEqual([false, false, false, false]);
  });
});
