import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HowItWorks } from '../components/HowItWorks';
import { StatsBand } from '../components/StatsBand';

describe('stats band (spec section 1: a static overview)', () => {
  it('shows 4.8+ rating, 1,012+ ratings and 5000+ subscriptions, in that order, each with its label', () => {
    render(<StatsBand />);
    const band = screen.getByRole('region', { name: 'FreshFuel in numbers' });
    const items = within(band)
      .getAllByRole('listitem')
      .map((li) => [li.querySelector('strong')?.textContent, li.querySelector('strong')?.nextElementSibling?.textContent]);
    expect(items).toEqual([
      ['4.8+', 'Average rating'],
      ['1,012+', 'Ratings from customers'],
      ['5000+', 'Subscriptions delivered'],
    ]);
  });
});

describe('How it Works (spec section 1: four steps)', () => {
  it('shows four numbered steps in order, each with its title, text and illustration', () => {
    render(<HowItWorks />);
    const section = screen.getByRole('region', { name: 'Eating well, made effortless' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0].parentElement?.tagName).toBe('OL');
    expect(steps.map((li) => [within(li).getByRole('heading', { level: 3 }).textContent, li.querySelector('p')?.textContent])).toEqual([
      ['Step 1: Choose your plan', 'Pick a 7-day trial or a monthly package that matches your goals and appetite.'],
      ['Step 2: Pick your meals', 'Select the breakfasts, lunches, dinners and snacks you love from our rotating menu.'],
      ['Step 3: We cook fresh', 'Our chefs prepare every meal fresh each day with measured, balanced macros.'],
      ['Step 4: Delivered to your door', 'Your meals arrive chilled and ready to enjoy, at home or at the office.'],
    ]);
    steps.forEach((li, i) => {
      expect(li.querySelector('img')).toHaveAttribute('src', `/images/how/step-${i + 1}.svg`);
      expect(li.querySelector('[aria-hidden="true"]')?.textContent).toBe(String(i + 1));
    });
  });
});
