import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MEAL_PLACEHOLDER_IMAGE, SEED_MEAL_IMAGES, SEED_MEALS } from './seed.data.js';

/** The demo menu's pictures: each shows its own dish, or an empty plate. */

const ROOT = resolve(process.cwd().endsWith('server') ? join(process.cwd(), '..') : process.cwd());
const publicFile = (url: string) => join(ROOT, 'client/public', url);

describe('seeded meal images', () => {
  it('every image is a file the client serves', () => {
    expect(SEED_MEALS.map((m) => m.image).filter((url) => !existsSync(publicFile(url)))).toEqual([]);
  });

  it('no illustration stands for two dishes; the rest show the empty plate', () => {
    const byImage = new Map<string, string[]>();
    for (const m of SEED_MEALS) byImage.set(m.image, [...(byImage.get(m.image) ?? []), m.name]);
    const shared = [...byImage].filter(([url, names]) => url !== MEAL_PLACEHOLDER_IMAGE && names.length > 1);
    expect(shared).toEqual([]);
  });

  it('a meal no drawing shows, such as Foul Medames, gets the placeholder, not the avocado toast', () => {
    const image = (name: string) => SEED_MEALS.find((m) => m.name === name)?.image;
    expect(image('Foul Medames Bowl')).toBe(MEAL_PLACEHOLDER_IMAGE);
    expect(image('Avocado Toast & Poached Egg')).toBe('/images/meals/breakfast-3.svg');
    // Every picked illustration names a seeded meal (a renamed meal would silently lose its picture).
    expect(Object.keys(SEED_MEAL_IMAGES).filter((name) => !SEED_MEALS.some((m) => m.name === name))).toEqual([]);
  });
});
