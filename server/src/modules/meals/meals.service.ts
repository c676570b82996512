import { Injectable } from '@nestjs/common';
import { isDuplicateKeyError, isObjectIdString } from '../../common/database/object-id.js';
import { searchPattern } from '../../common/paging/page-args.js';
import { totalPagesOf } from '../../common/paging/page-query.dto.js';
import { sortSpec } from '../../common/paging/sort.js';
import type { CreateMealInput, MealListArgs, MealSortField, UpdateMealInput } from './dto/meal.inputs.js';
import type { MealObject, MealPage } from './dto/meal.object.js';
import { MealErrors } from './meals.errors.js';
import { MealRepository, type MealData } from './meals.repository.js';
import type { Meal, MealCategory } from './meal.schema.js';
import { inBatches, type CsvCells } from '../../common/http/csv-stream.js';
import { localize, storedTranslations } from '../../common/i18n/content.js';
import { Language } from '../../common/i18n/language.js';
import type { BilingualName } from '../../common/i18n/names.js';
import { CatalogReads } from '../../common/catalog-cache/catalog-reads.js';
import type { Allergen } from '../../common/allergens/allergen.js';
import { storedAllergens } from '../../common/allergens/allergen-words.js';

/** Stored paths of the sortable admin columns. */
const MEAL_SORT_PATHS: Record<MealSortField, string> = {
  name: 'name',
  category: 'category',
  calories: 'calories',
  protein: 'protein',
  active: 'active',
  createdAt: 'createdAt',
};

/**
 * Maps a stored meal to its GraphQL shape: name and description in `lang` (public answers; English
 * where no Arabic is stored), the stored Arabic in `translations`. Staff answers use the default en.
 */
export function toMealObject(m: Meal, lang: Language = Language.en): MealObject {
  return localize(
    {
      id: m._id.toString(),
      name: m.name,
      description: m.description,
      category: m.category,
      image: m.image,
      calories: m.calories,
      protein: m.protein,
      carbs: m.carbs,
      fat: m.fat,
      allergens: storedAllergens(m.allergens),
      tags: m.tags,
      active: m.active,
      translations: m.translations?.ar ? { ar: m.translations.ar } : null,
    },
    m.translations,
    lang,
    MEAL_TRANSLATED,
  );
}

/** Whether `allergens` (a meal's) holds any of `avoid`: the one rule of the menu filter and the day menu's flags. */
export function containsAny(allergens: readonly Allergen[], avoid: readonly Allergen[]): boolean {
  return avoid.some((a) => allergens.includes(a));
}

/** The meal fields that have an Arabic version. */
const MEAL_TRANSLATED = ['name', 'description'] as const;

/** The public menu (spec /menu) and its management. */
/** Columns of the menu CSV export. */
export const MEAL_CSV_HEADER = ['name', 'category', 'calories', 'protein', 'carbs', 'fat', 'allergens', 'tags', 'active'] as const;

@Injectable()
export class MealsService {
  constructor(
    private readonly meals: MealRepository,
    private readonly catalog: CatalogReads,
  ) {}

  /**
   * Active meals, by category then name; only one category when given; without the meals containing
   * any of `without` (the menu's "Without ..." filter) when given. Names and descriptions in `lang`.
   * From this instance's catalog copy while current (common/catalog-cache/catalog-reads.ts), kept already mapped (see
   * {@link activeInLanguage}); the list is new, the meals in it are shared and must not be modified.
   */
  async listActive(category?: MealCategory, lang: Language = Language.en, without: readonly Allergen[] = []): Promise<MealObject[]> {
    return (await this.activeInLanguage(lang)).filter((m) => (!category || m.category === category) && !containsAny(m.allergens, without));
  }

  /**
   * Every active meal in `lang`, by category then name, from this instance's catalog copy while current: one list per
   * language, mapped once, the same objects for every caller (they hold nothing about a caller).
   */
  private activeInLanguage(lang: Language): Promise<MealObject[]> {
    return this.catalog.read(`meals:objects:${lang}`, async () => (await this.meals.findActive()).map((m) => toMealObject(m, lang)));
  }

  /**
   * The name of every meal, active or not, by id, in both languages (`ar` null when the meal has no Arabic
   * name; schedules name the meals they hold), from this instance's catalog copy while current.
   */
  namesById(): Promise<Map<string, BilingualName>> {
    return this.catalog.read(
      'meals:names',
      async () =>
        new Map(
          (await this.meals.findAllNames()).map((m) => [m._id.toString(), { en: m.name, ar: m.translations?.ar?.name?.trim() || null }]),
        ),
    );
  }

  /**
   * These meals (active or not) in `lang`, by id, for showing a schedule's day: active ones from this
   * instance's catalog copy while current (as {@link listActive}), the rest (inactive, or made on another
   * instance within the last second) read by id in one query. Unknown ids are left out.
   */
  async forDisplay(ids: string[], lang: Language = Language.en): Promise<Map<string, MealObject>> {
    const wanted = new Set(ids);
    const found = new Map<string, MealObject>();
    if (wanted.size === 0) return found;
    for (const m of await this.activeInLanguage(lang)) {
      if (wanted.has(m.id)) found.set(m.id, m);
    }
    const missing = [...wanted].filter((id) => !found.has(id) && isObjectIdString(id));
    for (const m of missing.length ? await this.meals.findByIds(missing) : []) found.set(m._id.toString(), toMealObject(m, lang));
    return found;
  }

  /** One active meal in `lang`, or null when unknown or inactive. */
  async findActive(id: string, lang: Language = Language.en): Promise<MealObject | null> {
    const m = await this.meals.findActiveById(id);
    return m ? toMealObject(m, lang) : null;
  }

  /** Admin: every meal (inactive too), paged; search matches name, description or a tag. Default order: category, name. */
  async adminPage(args: MealListArgs): Promise<MealPage> {
    const sort = sortSpec(args.sortBy, args.sortDir, MEAL_SORT_PATHS, { category: 1, name: 1, _id: 1 });
    const { rows, total } = await this.meals.findPage(
      { search: searchPattern(args.search), category: args.category ?? undefined, active: args.active ?? undefined },
      args.page,
      args.limit,
      sort,
    );
    return { data: rows.map((m) => toMealObject(m)), total, totalPages: totalPagesOf(total, args.limit) };
  }

  /**
   * Staff CSV export of the menu grid (`GET /api/meals/export.csv`): every meal matching the grid's
   * search, category, active filter and sort, as rows of {@link MEAL_CSV_HEADER}, from a cursor.
   */
  async *exportRows(q: {
    search?: string | null;
    category?: MealCategory | null;
    active?: boolean;
    sortBy?: MealListArgs['sortBy'] | null;
    sortDir?: MealListArgs['sortDir'] | null;
  }): AsyncGenerator<CsvCells[]> {
    const sort = sortSpec(q.sortBy, q.sortDir, MEAL_SORT_PATHS, { category: 1, name: 1, _id: 1 });
    for await (const batch of inBatches(
      this.meals.cursorFor({ search: searchPattern(q.search), category: q.category ?? undefined, active: q.active }, sort),
      500,
    )) {
      yield batch.map((m) => [
        m.name,
        m.category,
        m.calories,
        m.protein,
        m.carbs,
        m.fat,
        storedAllergens(m.allergens).join('; '),
        m.tags.join('; '),
        m.active ? 'yes' : 'no',
      ]);
    }
  }

  /** Admin: one meal, active or not. @throws NOT_FOUND 'Meal not found.' */
  async adminGet(id: string): Promise<MealObject> {
    return toMealObject(await this.mustFind(id));
  }

  /** Admin: adds a meal (active unless `active: false`). @throws MEAL_NAME_TAKEN (409). */
  async create(input: CreateMealInput): Promise<MealObject> {
    const { allergens, tags, active, translations, ...rest } = input;
    const ar = storedTranslations(translations);
    return toMealObject(
      await this.nameChecked(() =>
        this.meals.create({
          ...rest,
          allergens: allergens ?? [],
          tags: tags ?? [],
          active: active ?? true,
          ...(ar ? { translations: ar } : {}),
        }),
      ),
    );
  }

  /**
   * Admin: changes the given fields. Scheduled deliveries refer to the meal by id, so they show the
   * new name; their category stays as scheduled. @throws NOT_FOUND, MEAL_NAME_TAKEN (409).
   */
  async update(id: string, input: UpdateMealInput): Promise<MealObject> {
    await this.mustFind(id);
    const { translations, ...fields } = input;
    const set: Partial<MealData> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null));
    if (translations !== undefined) set.translations = storedTranslations(translations) ?? {};
    const updated = await this.nameChecked(() => this.meals.update(id, set));
    if (!updated) throw MealErrors.notFound();
    return toMealObject(updated);
  }

  /**
   * Admin: takes a meal off the menu (or back on). There is no delete: scheduled deliveries and plans
   * keep referring to it; an inactive meal is left out of the public menu, plans and new checkouts.
   * @throws NOT_FOUND.
   */
  async setActive(id: string, active: boolean): Promise<MealObject> {
    await this.mustFind(id);
    const updated = await this.meals.update(id, { active });
    if (!updated) throw MealErrors.notFound();
    return toMealObject(updated);
  }

  /** Meals with these ids, active or not (for plans and the kitchen); unknown ids are left out. */
  async findByIds(ids: string[]): Promise<MealObject[]> {
    const valid = ids.filter(isObjectIdString);
    return valid.length ? (await this.meals.findByIds(valid)).map((m) => toMealObject(m)) : [];
  }

  private async mustFind(id: string): Promise<Meal> {
    const m = isObjectIdString(id) ? await this.meals.findById(id) : null;
    if (!m) throw MealErrors.notFound();
    return m;
  }

  private async nameChecked<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isDuplicateKeyError(err)) throw MealErrors.nameTaken();
      throw err;
    }
  }
}
