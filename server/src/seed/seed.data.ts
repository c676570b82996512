import { MealCategory } from '../modules/meals/meal.schema.js';
import { Allergen, sortAllergens } from '../common/allergens/allergen.js';
import { DURATIONS } from '../modules/pricing/pricing.rules.js';

/**
 * Demo catalog: declarative, applied idempotently by {@link SeedService}.
 * Nutrition per serving: kcal, grams. Prices in fils.
 */
export interface SeedMeal {
  name: string;
  category: MealCategory;
  description: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** From the closed list (docs/decisions/0052-allergens-as-a-closed-list.md). */
  allergens: Allergen[];
  tags: string[];
}

const B = MealCategory.Breakfast;
const L = MealCategory.Lunch;
const D = MealCategory.Dinner;
const S = MealCategory.Snack;
const A = Allergen;

type Row = [string, MealCategory, string, number, number, number, number, Allergen[], string[]];

const rows: Row[] = [
  [
    'Shakshuka with Feta',
    B,
    'Eggs poached in a spiced tomato and pepper sauce, crumbled feta, warm wholewheat pita.',
    420,
    22,
    34,
    21,
    [A.EGGS, A.MILK, A.GLUTEN],
    ['vegetarian', 'high-protein'],
  ],
  [
    'Overnight Oats with Berries',
    B,
    'Rolled oats soaked in almond milk with chia, blueberries, raspberries and a drizzle of honey.',
    360,
    12,
    55,
    10,
    [A.TREE_NUTS, A.GLUTEN],
    ['vegetarian'],
  ],
  [
    'Avocado Toast & Poached Egg',
    B,
    'Sourdough, smashed avocado, chilli flakes, a soft poached egg and microgreens.',
    390,
    16,
    32,
    22,
    [A.GLUTEN, A.EGGS],
    ['vegetarian'],
  ],
  [
    'Greek Yogurt Parfait',
    B,
    'Strained yogurt layered with granola, pomegranate and date syrup.',
    330,
    20,
    42,
    9,
    [A.MILK, A.GLUTEN, A.TREE_NUTS],
    ['vegetarian'],
  ],
  [
    'Egg White Omelette',
    B,
    'Egg whites with spinach, mushrooms, cherry tomatoes and a side of sweet potato hash.',
    290,
    28,
    24,
    8,
    [A.EGGS],
    ['high-protein', 'low-fat'],
  ],
  [
    'Protein Pancakes',
    B,
    'Oat and whey pancakes, banana slices, peanut butter drizzle.',
    450,
    32,
    48,
    14,
    [A.GLUTEN, A.MILK, A.EGGS, A.PEANUTS],
    ['high-protein'],
  ],
  [
    'Foul Medames Bowl',
    B,
    'Slow-cooked fava beans with cumin, lemon, olive oil, tomato and parsley.',
    380,
    18,
    50,
    12,
    [],
    ['vegan', 'high-fibre'],
  ],
  [
    'Turkey Bacon Breakfast Wrap',
    B,
    'Wholewheat wrap, scrambled eggs, turkey bacon, cheddar and salsa.',
    470,
    34,
    38,
    19,
    [A.GLUTEN, A.EGGS, A.MILK],
    ['high-protein'],
  ],
  [
    'Labneh & Zaatar Flatbread',
    B,
    'Thin flatbread with labneh, zaatar, cucumber, mint and olives.',
    350,
    14,
    40,
    15,
    [A.GLUTEN, A.MILK, A.SESAME],
    ['vegetarian'],
  ],
  ['Acai Smoothie Bowl', B, 'Acai and banana blend topped with coconut, granola and fresh mango.', 340, 7, 60, 9, [A.GLUTEN], ['vegan']],
  [
    'Chicken Shawarma Bowl',
    L,
    'Marinated chicken thigh, brown rice, pickled turnip, garlic yogurt and salad.',
    560,
    42,
    55,
    18,
    [A.MILK],
    ['high-protein'],
  ],
  [
    'Grilled Salmon Quinoa Salad',
    L,
    'Grilled salmon, quinoa, rocket, edamame, avocado and lemon-herb dressing.',
    520,
    38,
    36,
    24,
    [A.FISH, A.SOY],
    ['omega-3'],
  ],
  [
    'Beef Kofta with Freekeh',
    L,
    'Lean beef kofta, smoked freekeh, roasted vegetables and tahini.',
    610,
    40,
    52,
    26,
    [A.GLUTEN, A.SESAME],
    ['high-protein'],
  ],
  [
    'Falafel Power Bowl',
    L,
    'Baked falafel, hummus, tabbouleh, pickles and wholegrain couscous.',
    540,
    19,
    70,
    20,
    [A.GLUTEN, A.SESAME],
    ['vegan'],
  ],
  [
    'Thai Green Curry Chicken',
    L,
    'Chicken breast in light coconut green curry with jasmine rice and greens.',
    580,
    38,
    60,
    19,
    [A.FISH],
    ['spicy'],
  ],
  [
    'Turkey & Hummus Wrap',
    L,
    'Roast turkey, hummus, spinach, roasted peppers in a wholewheat wrap.',
    480,
    35,
    48,
    15,
    [A.GLUTEN, A.SESAME],
    ['high-protein'],
  ],
  [
    'Lentil & Sweet Potato Curry',
    L,
    'Red lentils and sweet potato in a mild tomato curry with basmati rice.',
    510,
    20,
    82,
    10,
    [],
    ['vegan', 'high-fibre'],
  ],
  [
    'Shrimp Poke Bowl',
    L,
    'Shrimp, sushi rice, cucumber, mango, seaweed salad and sesame-soy dressing.',
    530,
    30,
    68,
    14,
    [A.CRUSTACEANS, A.SOY, A.SESAME],
    [],
  ],
  [
    'Chicken Caesar Salad',
    L,
    'Grilled chicken, romaine, parmesan, wholegrain croutons, light Caesar dressing.',
    470,
    40,
    22,
    24,
    [A.MILK, A.GLUTEN, A.EGGS, A.FISH],
    ['high-protein'],
  ],
  ['Mushroom Risotto', L, 'Arborio rice, wild mushrooms, parmesan and thyme.', 550, 15, 78, 18, [A.MILK], ['vegetarian']],
  ['Lamb Machboos', L, 'Emirati spiced rice with slow-cooked lamb, loomi and roasted nuts.', 640, 36, 66, 24, [A.TREE_NUTS], ['emirati']],
  [
    'Herb-Crusted Hammour',
    D,
    'Baked hammour with herb crust, lemon butter, green beans and baby potatoes.',
    480,
    40,
    34,
    18,
    [A.FISH, A.MILK, A.GLUTEN],
    ['emirati'],
  ],
  [
    'Chicken Tikka & Cauliflower Rice',
    D,
    'Tandoori chicken tikka with cauliflower rice and mint raita.',
    430,
    44,
    16,
    20,
    [A.MILK],
    ['low-carb', 'high-protein'],
  ],
  [
    'Beef Stir-Fry with Soba',
    D,
    'Lean beef strips, broccoli, peppers and soba noodles in ginger-soy sauce.',
    560,
    38,
    58,
    17,
    [A.GLUTEN, A.SOY],
    [],
  ],
  [
    'Stuffed Bell Peppers',
    D,
    'Peppers filled with turkey mince, brown rice and tomato, topped with mozzarella.',
    470,
    34,
    40,
    18,
    [A.MILK],
    [],
  ],
  ['Zucchini Lasagna', D, 'Layers of zucchini, lean beef ragu, ricotta and mozzarella.', 450, 36, 18, 26, [A.MILK, A.EGGS], ['low-carb']],
  ['Miso Glazed Salmon', D, 'Salmon with white miso glaze, bok choy and brown rice.', 540, 37, 42, 23, [A.FISH, A.SOY], ['omega-3']],
  [
    'Chickpea & Spinach Stew',
    D,
    'Chickpeas and spinach in a tomato and cumin stew with wholewheat bread.',
    460,
    18,
    64,
    13,
    [A.GLUTEN],
    ['vegan'],
  ],
  [
    'Grilled Chicken Breast & Veg',
    D,
    'Char-grilled chicken breast, roasted Mediterranean vegetables, pesto.',
    420,
    46,
    14,
    20,
    [A.TREE_NUTS, A.MILK],
    ['low-carb', 'high-protein'],
  ],
  ['Prawn Saffron Paella', D, 'Prawns, saffron rice, peas, peppers and a squeeze of lemon.', 570, 32, 72, 15, [A.CRUSTACEANS], []],
  [
    'Tofu Teriyaki Bowl',
    D,
    'Crispy tofu, teriyaki glaze, brown rice, edamame and pickled carrot.',
    500,
    24,
    62,
    16,
    [A.SOY, A.SESAME],
    ['vegan'],
  ],
  [
    'Protein Energy Balls',
    S,
    'Dates, oats, whey and cocoa rolled in coconut (3 pieces).',
    210,
    11,
    26,
    8,
    [A.MILK, A.GLUTEN, A.TREE_NUTS],
    ['high-protein'],
  ],
  ['Hummus & Crudités', S, 'Classic hummus with carrot, cucumber and pepper sticks.', 180, 7, 18, 9, [A.SESAME], ['vegan']],
  ['Mixed Nuts & Dates', S, 'Almonds, cashews, walnuts and two Khalas dates.', 240, 6, 22, 15, [A.TREE_NUTS], ['vegan']],
  [
    'Cottage Cheese & Pineapple',
    S,
    'Low-fat cottage cheese with fresh pineapple and mint.',
    160,
    14,
    16,
    3,
    [A.MILK],
    ['high-protein', 'low-fat'],
  ],
  [
    'Dark Chocolate Protein Bar',
    S,
    'House-made bar with dark chocolate, peanuts and whey.',
    230,
    15,
    20,
    10,
    [A.MILK, A.PEANUTS, A.SOY],
    ['high-protein'],
  ],
  ['Edamame with Sea Salt', S, 'Steamed edamame beans with flaky sea salt.', 150, 12, 10, 6, [A.SOY], ['vegan', 'high-protein']],
  ['Greek Yogurt & Honey', S, 'Strained yogurt with Sidr honey and walnuts.', 190, 12, 18, 8, [A.MILK, A.TREE_NUTS], ['vegetarian']],
  ['Apple & Almond Butter', S, 'Crisp apple slices with almond butter.', 200, 5, 24, 10, [A.TREE_NUTS], ['vegan']],
  [
    'Baked Sweet Potato Fries',
    S,
    'Oven-baked sweet potato wedges with smoked paprika yogurt dip.',
    220,
    5,
    36,
    6,
    [A.MILK],
    ['vegetarian'],
  ],
  ['Chia Coconut Pudding', S, 'Chia seeds set in coconut milk with mango purée.', 210, 5, 22, 12, [], ['vegan']],
  [
    'Boiled Eggs & Avocado',
    S,
    'Two boiled eggs with half an avocado and everything seasoning.',
    250,
    14,
    6,
    19,
    [A.EGGS, A.SESAME],
    ['low-carb'],
  ],
];

/**
 * The illustration that shows each meal, checked by eye against the drawings in `client/public/images/meals`
 * (their file names only say category and number). A meal no drawing shows gets {@link MEAL_PLACEHOLDER_IMAGE}:
 * an empty covered plate, never another dish.
 */
export const SEED_MEAL_IMAGES: Readonly<Record<string, string>> = {
  'Shakshuka with Feta': '/images/meals/breakfast-1.svg', // eggs in tomato sauce, in a pan
  'Overnight Oats with Berries': '/images/meals/breakfast-2.svg', // oats, berries
  'Avocado Toast & Poached Egg': '/images/meals/breakfast-3.svg', // two toasts, avocado, egg
  'Greek Yogurt Parfait': '/images/meals/breakfast-4.svg', // layered glass, granola, berries
  'Chicken Shawarma Bowl': '/images/meals/lunch-3.svg', // rice, meat strips, pickled turnip, garlic yogurt, pita
  'Grilled Salmon Quinoa Salad': '/images/meals/lunch-2.svg', // salmon on greens, avocado
  'Turkey & Hummus Wrap': '/images/meals/lunch-4.svg', // wraps on a board
  'Herb-Crusted Hammour': '/images/meals/dinner-1.svg', // fish fillet, lemon, baby potatoes, green beans
  'Chicken Tikka & Cauliflower Rice': '/images/meals/dinner-2.svg', // orange curry with pieces, white rice
  'Beef Stir-Fry with Soba': '/images/meals/dinner-3.svg', // noodles, beef, broccoli, chopsticks
  'Stuffed Bell Peppers': '/images/meals/dinner-4.svg', // three filled peppers
  'Protein Energy Balls': '/images/meals/snack-1.svg', // rolled balls
  'Hummus & Crudités': '/images/meals/snack-2.svg', // hummus, vegetable sticks
  'Mixed Nuts & Dates': '/images/meals/snack-3.svg', // dates, mixed nuts
};

/** What a meal without its own illustration shows: an empty covered plate. */
export const MEAL_PLACEHOLDER_IMAGE = '/images/meals/plate.svg';

/** The seeded meals, each with the illustration of {@link SEED_MEAL_IMAGES} or the placeholder. */
export const SEED_MEALS: (SeedMeal & { image: string })[] = rows.map(
  ([name, category, description, calories, protein, carbs, fat, allergens, tags]) => ({
    name,
    category,
    description,
    calories,
    protein,
    carbs,
    fat,
    allergens: sortAllergens(allergens),
    tags,
    image: SEED_MEAL_IMAGES[name] ?? MEAL_PLACEHOLDER_IMAGE,
  }),
);

export interface SeedPlan {
  name: string;
  description: string;
  price: number;
  dailyPrices: { breakfast: number; lunch: number; dinner: number; snacks: number };
  image: string;
  isTrial: boolean;
  caloriesPerDay: number;
  sortOrder: number;
  /** Names of meals, or a filter on the seeded meals. */
  meals: (m: SeedMeal) => boolean;
}

const hasNo = (m: SeedMeal, ...allergens: Allergen[]) => !allergens.some((a) => m.allergens.includes(a));

/**
 * The headline price of a monthly plan: all four meals for '1 Month', from its daily prices, so the
 * plan cards show exactly what checkout charges for the full package (before VAT).
 */
function monthlyPrice(d: SeedPlan['dailyPrices']): number {
  return (d.breakfast + d.lunch + d.dinner + d.snacks) * DURATIONS['1 Month'];
}

/**
 * Five plans; the first is the 7-day trial at 499 AED (spec section 9) as the customer pays it: 475.24 net
 * plus 5% VAT (23.76) is 499.00, the figure the banners advertise and checkout charges.
 */
const PLANS: SeedPlan[] = [
  {
    name: '7-Day Trial',
    sortOrder: 0,
    isTrial: true,
    price: 47_524,
    caloriesPerDay: 1600,
    description: 'Try a full week of chef-made meals: breakfast, lunch, dinner and a snack delivered daily. A taste of everything we cook.',
    dailyPrices: { breakfast: 1_800, lunch: 2_600, dinner: 2_600, snacks: 1_000 },
    image: '/images/plans/trial.svg',
    meals: () => true,
  },
  {
    name: 'Balanced',
    sortOrder: 1,
    isTrial: false,
    price: 0,
    caloriesPerDay: 1800,
    description: 'Our best-seller: balanced macros for everyday energy, with Arabic, Asian and Mediterranean favourites.',
    dailyPrices: { breakfast: 2_000, lunch: 3_000, dinner: 3_000, snacks: 1_200 },
    image: '/images/plans/balanced.svg',
    meals: () => true,
  },
  {
    name: 'Lean & Low-Carb',
    sortOrder: 2,
    isTrial: false,
    price: 0,
    caloriesPerDay: 1400,
    description: 'Higher protein, lower carbs, for steady fat loss without going hungry.',
    dailyPrices: { breakfast: 2_200, lunch: 3_300, dinner: 3_300, snacks: 1_300 },
    image: '/images/plans/lean.svg',
    meals: (m) => m.carbs <= 40 || m.tags.includes('high-protein'),
  },
  {
    name: 'Muscle Gain',
    sortOrder: 3,
    isTrial: false,
    price: 0,
    caloriesPerDay: 2600,
    description: 'Generous portions and 140 g+ protein a day to build and recover.',
    dailyPrices: { breakfast: 2_500, lunch: 3_800, dinner: 3_800, snacks: 1_500 },
    image: '/images/plans/muscle.svg',
    meals: (m) => m.protein >= 14,
  },
  {
    name: 'Plant Power',
    sortOrder: 4,
    isTrial: false,
    price: 0,
    caloriesPerDay: 1700,
    description: 'Fully plant-based and full of fibre: legumes, grains and seasonal vegetables.',
    dailyPrices: { breakfast: 1_900, lunch: 2_800, dinner: 2_800, snacks: 1_100 },
    image: '/images/plans/vegan.svg',
    meals: (m) => m.tags.includes('vegan') || (m.tags.includes('vegetarian') && hasNo(m, A.EGGS)),
  },
];

export const SEED_PLANS: SeedPlan[] = PLANS.map((p) => (p.isTrial ? p : { ...p, price: monthlyPrice(p.dailyPrices) }));

const DAY = 86_400_000;

/** One running and one expired promotion, relative to `now`. */
export function seedPromotions(now: Date) {
  return [
    {
      name: 'Summer Fit Special',
      planName: 'Balanced',
      discountPercentage: 15,
      startDate: new Date(now.getTime() - 10 * DAY),
      endDate: new Date(now.getTime() + 60 * DAY),
    },
    {
      name: 'New Year Kick-off',
      planName: 'Lean & Low-Carb',
      discountPercentage: 20,
      startDate: new Date(now.getTime() - 120 * DAY),
      endDate: new Date(now.getTime() - 30 * DAY),
    },
  ];
}

/**
 * Demo accounts; the password comes from DEMO_PASSWORD (see .env.example). The demo customer has a
 * delivery address, so checkout lets them pay straight away.
 */
export const SEED_USERS = [
  { fullName: 'Sara Al Mansoori', email: 'superadmin@freshfuel.ae', phoneNo: '+971501000001', role: 'super_admin' },
  { fullName: 'Omar Haddad', email: 'admin@freshfuel.ae', phoneNo: '+971501000002', role: 'admin' },
  {
    fullName: 'Layla Customer',
    email: 'customer@freshfuel.ae',
    phoneNo: '+971501000003',
    role: 'user',
    deliveryAddress: {
      area: 'Dubai Marina',
      building: 'Marina Heights Tower',
      apartment: '1204',
      city: 'Dubai',
      instructions: 'Leave with the concierge',
    },
  },
] as const;
