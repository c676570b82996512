import { Injectable } from '@nestjs/common';
import { BlogsService, type SeedBlogPost } from '../modules/blogs/blogs.service.js';
import { AR_BLOG_POSTS } from './content.seed.ar.js';
import { DEFAULT_HERO_IMAGES, SiteContentService } from '../modules/site-content/site-content.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo blog posts (spec /blog): four published, one draft. Applied by slug, insert-only, so staff
 * edits survive a re-seed. `publishedAt` is counted back from the seed time, newest first.
 */
export function seedBlogPosts(now: Date): SeedBlogPost[] {
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  return [
    {
      title: 'Eating Well in the Dubai Heat',
      slug: 'eating-well-in-the-dubai-heat',
      excerpt:
        'When the thermometer passes 45°C, what you eat matters as much as how much you drink. Here is how we plan summer menus for Dubai.',
      coverImage: '/images/meals/lunch-2.svg',
      author: 'Layla Haddad, Nutritionist',
      tags: ['summer', 'nutrition', 'dubai'],
      published: true,
      publishedAt: daysAgo(3),
      body: `
<p>From June to September, Dubai afternoons regularly pass 45°C with humidity that makes it feel even hotter. Your body works hard just to keep cool, and heavy, greasy meals make that job harder: digestion itself produces heat, and large portions leave many people sluggish in the middle of the working day.</p>
<h2>Lighter plates, not smaller ones</h2>
<p>In summer we shift our menus toward water-rich vegetables, lean proteins and whole grains that release energy slowly. Think grilled hammour with a cucumber and mint salad, chicken shawarma bowls with plenty of pickled vegetables, or a cold soba salad with edamame. You still get a filling plate, but one that does not sit heavily in the heat.</p>
<h3>What we add more of in summer</h3>
<ul>
<li><strong>Cucumber, watermelon and tomatoes</strong>: more than 90% water, plus potassium.</li>
<li><strong>Yogurt and laban</strong>: cooling, and a good source of protein and probiotics.</li>
<li><strong>Herbs such as mint and parsley</strong>: flavour without extra salt or oil.</li>
</ul>
<p>Salt deserves a special mention. You lose sodium through sweat, so cutting it completely is not the goal, but ultra-processed snacks deliver far more than you need. Meals cooked from fresh ingredients let you keep salt at a sensible level without thinking about it.</p>
<blockquote>Eat your largest meal when it is coolest: many of our customers move their main meal to the evening during the summer months.</blockquote>
<p>Finally, plan ahead. The hottest days are exactly when nobody wants to stand over a stove, which is when a ready, balanced meal in the fridge makes the healthy choice the easy one.</p>`,
    },
    {
      title: 'Meal Prep and Macros: A Practical Guide',
      slug: 'meal-prep-and-macros-a-practical-guide',
      excerpt:
        'Protein, carbohydrates and fat in plain language, and how to turn your targets into a week of meals you will actually enjoy.',
      coverImage: '/images/meals/dinner-1.svg',
      author: 'Omar Farouk, Head Chef',
      tags: ['meal prep', 'macros', 'fitness'],
      published: true,
      publishedAt: daysAgo(10),
      body: `
<p>"Hitting your macros" sounds technical, but the idea is simple: your daily energy comes from three macronutrients, and the balance between them shapes how full you feel, how you recover from training and how steady your energy is through the day.</p>
<h2>The three numbers</h2>
<ol>
<li><strong>Protein</strong> (4 kcal per gram) repairs muscle and keeps you full. Most active adults do well on 1.6 to 2.2 g per kilogram of body weight.</li>
<li><strong>Carbohydrates</strong> (4 kcal per gram) are your main fuel for training. Whole grains, fruit and legumes give fibre along with the energy.</li>
<li><strong>Fat</strong> (9 kcal per gram) supports hormones and helps you absorb vitamins A, D, E and K. Olive oil, nuts, avocado and oily fish are the best sources.</li>
</ol>
<p>Start from your daily calorie target, set protein first, keep fat at roughly 25 to 35% of calories, and let carbohydrates fill the rest. Our nutrition calculator does this arithmetic for you from your height, weight and activity level.</p>
<h2>Turning numbers into meals</h2>
<p>Build each plate around a palm-sized portion of protein, a cupped hand of carbohydrates, two handfuls of vegetables and a thumb of fat. Cook proteins and grains in bulk twice a week, keep sauces separate so food does not turn soggy, and store meals in clear containers so you can see what you have.</p>
<p>Meal prep fails most often because of boredom, not willpower. Rotate at least three proteins and two grains a week and change the spices: the same chicken breast tastes completely different with za'atar, tikka masala or a ginger-soy glaze.</p>
<p>If you would rather skip the Sunday cooking marathon, every FreshFuel meal lists its calories, protein, carbohydrates and fat, so you can follow your targets without weighing a thing.</p>`,
    },
    {
      title: 'Ramadan Nutrition: Suhoor and Iftar Done Right',
      slug: 'ramadan-nutrition-suhoor-and-iftar-done-right',
      excerpt: 'How to build a suhoor that lasts until sunset and an iftar that restores your energy without leaving you heavy.',
      coverImage: '/images/meals/breakfast-3.svg',
      author: 'Layla Haddad, Nutritionist',
      tags: ['ramadan', 'nutrition', 'hydration'],
      published: true,
      publishedAt: daysAgo(24),
      body: `
<p>Fasting from dawn to sunset changes when you eat, but your body's needs stay the same. With a little planning, the month can leave you feeling lighter and more energetic rather than tired and depleted.</p>
<h2>Suhoor: slow and steady</h2>
<p>The pre-dawn meal has one job: keep you going for as long as possible. Choose slow-release carbohydrates such as oats, wholegrain bread or foul medames, pair them with protein from eggs, labneh or Greek yogurt, and add some healthy fat. This combination digests gradually and keeps hunger at bay well into the afternoon.</p>
<p>Avoid very salty foods at suhoor, including pickles, processed cheese and cured meats. They increase thirst during the fast. Drink water steadily rather than all at once, and go easy on tea and coffee, which can make you lose more fluid.</p>
<h2>Iftar: break the fast gently</h2>
<p>Following tradition, start with dates and water. Dates deliver quick natural sugar and potassium, and a short pause before the main meal gives your digestion time to wake up. A bowl of lentil or vegetable soup is an excellent next step.</p>
<ul>
<li>Fill half the plate with vegetables or salad.</li>
<li>Choose grilled, baked or slow-cooked dishes over deep-fried ones.</li>
<li>Keep sweets such as luqaimat or kunafa for a small portion later in the evening.</li>
</ul>
<p>Between iftar and suhoor, aim for at least eight glasses of water spread across the evening. Our Ramadan menus follow exactly this structure, with a lighter iftar box and a suhoor box designed to keep you full until sunset.</p>`,
    },
    {
      title: 'Hydration Beyond Water: Staying Topped Up All Day',
      slug: 'hydration-beyond-water-staying-topped-up-all-day',
      excerpt: 'Eight glasses is a starting point, not a rule. How much you really need in the UAE, and the foods that help.',
      coverImage: '/images/meals/snack-2.svg',
      author: 'FreshFuel Team',
      tags: ['hydration', 'summer', 'wellbeing'],
      published: true,
      publishedAt: daysAgo(38),
      body: `
<p>Even mild dehydration, around 2% of body weight, is enough to affect concentration, mood and exercise performance. In a hot climate and air-conditioned offices that dry the air, it is surprisingly easy to get there without noticing.</p>
<h2>How much do you need?</h2>
<p>A useful baseline is about 35 ml of fluid per kilogram of body weight per day, so roughly 2.5 litres for a 70 kg adult. Add 500 ml to a litre for each hour of exercise, and more again if you train outdoors. The simplest check is the colour of your urine: pale straw means you are doing well.</p>
<h2>Eat your water</h2>
<p>About a fifth of our daily fluid comes from food. Watermelon, cucumber, lettuce, oranges, strawberries and yogurt are all more than 85% water, and soups and stews count too. A lunch built around a big salad and a yogurt dressing does real hydration work.</p>
<h3>When plain water is not enough</h3>
<p>After a long run or a day working outside, you lose salts as well as water. Laban, coconut water or a pinch of salt with a squeeze of lemon in your bottle help replace them. Sugary sports drinks are rarely necessary for everyday activity.</p>
<p>Make it a habit rather than an effort: keep a refillable bottle on your desk, drink a glass with every meal, and set a reminder for the mid-afternoon slump, which is often thirst in disguise.</p>`,
    },
    {
      title: 'Coming Soon: Our Autumn Menu',
      slug: 'coming-soon-our-autumn-menu',
      excerpt: 'A first look at the dishes our kitchen is testing for the cooler months.',
      coverImage: '/images/meals/dinner-3.svg',
      author: 'Omar Farouk, Head Chef',
      tags: ['menu', 'news'],
      published: false,
      body: `
<p>As the temperature drops, our kitchen is testing warmer dishes: slow-cooked lamb machboos, roasted pumpkin soup with za'atar croutons and a saffron chicken freekeh.</p>
<p>Tasting notes and the full list will follow once the menu is final.</p>`,
    },
  ];
}

/** Applies the content seed: blog posts (by slug) and the hero images (by key), insert-only. */
@Injectable()
export class ContentSeeder {
  constructor(
    private readonly blogs: BlogsService,
    private readonly siteContent: SiteContentService,
  ) {}

  async seed(now = new Date()): Promise<void> {
    await this.blogs.seedPosts(
      seedBlogPosts(now).map((p) => (p.slug && AR_BLOG_POSTS[p.slug] ? { ...p, translations: { ar: AR_BLOG_POSTS[p.slug] } } : p)),
      now,
    );
    await this.siteContent.seedHero(DEFAULT_HERO_IMAGES);
  }
}
