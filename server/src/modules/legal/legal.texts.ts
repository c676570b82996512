import { LegalKind } from './legal.types.js';

/** A legal page's title and HTML body in one language. */
export interface LegalText {
  title: string;
  body: string;
}

/** What the texts the site ships with depend on: the operator's settings. */
export interface LegalTextSettings {
  /** Hours before a delivery day after which it can no longer be paused, skipped or cancelled (MENU_CUTOFF_HOURS). */
  cutoffHours: number;
  /** The legal name of the kitchen (SUPPLIER_NAME). */
  supplierName: string;
  /** The customer support phone (SUPPORT_PHONE). */
  supportPhone: string;
}

/**
 * Version 1 of each legal page in English: the rules the product applies (docs/decisions/0010, 0020:
 * pauses and skips, cancellation and refunds meal by meal, delivery days and slots), allergens, VAT and
 * UAE law (Federal Decree-Law 15/2020 on consumer protection, 45/2021 on personal data, 8/2017 on VAT).
 * Staff publish later versions from the dashboard.
 */
export function englishLegalTexts(s: LegalTextSettings): Record<LegalKind, LegalText> {
  const h = s.cutoffHours;
  return {
    [LegalKind.Terms]: {
      title: 'Terms and Conditions',
      body: `
<p>These terms are an agreement between you and ${s.supplierName} ("FreshFuel", "we"), a kitchen in Dubai that prepares and delivers meal plans. By creating an account or paying for a plan you accept them. Please read them together with our privacy policy, our refund and cancellation policy and our delivery policy, which form part of these terms.</p>
<h2>1. Your account</h2>
<p>You must be at least 18 years old and give a name, e-mail address and phone number that are yours. Keep your password to yourself: you are responsible for what is done with your account. You may close your account at any time from your profile.</p>
<h2>2. Meal plans and prices</h2>
<p>A plan is a number of meals a day (breakfast, lunch, dinner and snacks) for 7 days, 1 month or 3 months, starting on a day you choose at least ${h} hours ahead. Prices are in UAE dirhams and include 5% VAT; the price shown at checkout is the amount charged to your card, and you receive a tax invoice by e-mail. Discount codes and promotions apply as stated when you use them and cannot be exchanged for cash.</p>
<h2>3. Your schedule: pauses and skips</h2>
<p>You can pause your plan or skip single days from your profile up to ${h} hours before the delivery day, for up to 30 days in total per plan. Paused days are not lost: their meals move to the days after your plan's end date. Meals you did not collect or could not receive at the address given are not refunded or re-delivered.</p>
<h2>4. Cancellation and refunds</h2>
<p>You can cancel a running plan at any time from your profile. Deliveries at least ${h} hours away are cancelled and refunded in full, meal by meal, to the card you paid with; deliveries closer than that are already being prepared and still arrive. There is no cancellation fee. Details are in our refund and cancellation policy.</p>
<h2>5. Allergens and nutrition</h2>
<p>Each meal lists its ingredients, its allergens and its nutrition figures. Our kitchen handles milk, eggs, fish, shellfish, tree nuts, peanuts, wheat (gluten), soy and sesame; we cannot guarantee that any meal is free of traces of them. If you have a severe allergy, please contact us before ordering. Nutrition figures are estimates and are not medical advice.</p>
<h2>6. Delivery</h2>
<p>We deliver within the areas and time slots listed on the site, on the delivery days of your plan. Someone must be able to receive the meals at the address you give, or you may tell the driver where to leave them. See our delivery policy.</p>
<h2>7. Our responsibility</h2>
<p>We prepare every meal with care under the food safety rules of Dubai Municipality. Nothing in these terms limits the rights you have as a consumer under Federal Decree-Law No. 15 of 2020 on Consumer Protection. Apart from those rights, our liability for a plan is limited to the amount you paid for it.</p>
<h2>8. Changes to these terms</h2>
<p>We may publish a new version of these terms. Each version shows the date it took effect, and earlier versions stay available on this page. A new version applies to plans bought after it takes effect; we ask you to accept it at your next checkout.</p>
<h2>9. Law and disputes</h2>
<p>These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai, and the courts of Dubai have jurisdiction. Please contact us first on ${s.supportPhone}: most questions are settled quickly.</p>`,
    },
    [LegalKind.Privacy]: {
      title: 'Privacy Policy',
      body: `
<p>${s.supplierName} ("FreshFuel", "we") is the controller of the personal data described here, under Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data.</p>
<h2>1. What we collect and why</h2>
<ul>
<li><strong>Account</strong>: your name, e-mail address, phone number and password (stored only as a hash), to sign you in and contact you about your orders.</li>
<li><strong>Delivery</strong>: your delivery address, instructions for the driver and chosen time slots, to deliver your meals.</li>
<li><strong>Orders and plans</strong>: what you bought, what you paid, your schedule, pauses and skips, and the tax invoices and credit notes we must issue.</li>
<li><strong>Nutrition</strong>: if you use the nutrition calculator, the figures you enter (weight, height, age, activity, goal, allergens), to suggest plans and flag meals with your allergens.</li>
<li><strong>Consents</strong>: which version of our terms and policies you accepted and when.</li>
</ul>
<p>Card payments are handled by our payment provider, Stripe; we never see or store your card number.</p>
<h2>2. Who we share it with</h2>
<p>Our drivers see your name, phone number and address on the days they deliver to you. Stripe processes your payments; our e-mail provider sends our e-mails. We do not sell your data or share it for advertising.</p>
<h2>3. How long we keep it</h2>
<p>We keep your data while your account is open. Tax invoices, credit notes and the orders they relate to are kept for at least five years after the end of the tax period, as UAE VAT law requires (Federal Decree-Law No. 8 of 2017 and its Executive Regulation).</p>
<h2>4. Your rights</h2>
<p>You can see and correct your details in your profile at any time. From your profile you can also download all the data we hold about you (as JSON or CSV) and close your account. When you close it, your plans are cancelled under our cancellation policy, you are signed out everywhere, and your personal data is erased; your tax invoices are kept for the period the law requires, with only the name and address the invoice must carry. You may also object to processing, withdraw a consent or complain to the UAE Data Office.</p>
<h2>5. Security</h2>
<p>Your data is sent over encrypted connections and access to it is limited to the staff who need it, with every staff change recorded.</p>
<h2>6. Contact</h2>
<p>For any question about your data, call us on ${s.supportPhone} or use the contact form on this site.</p>`,
    },
    [LegalKind.Refunds]: {
      title: 'Refund and Cancellation Policy',
      body: `
<h2>Cancelling your plan</h2>
<p>You can cancel a running or paused plan at any time from your profile. Before you confirm, the page shows which delivery days are cancelled, which meals still arrive and the amount refunded.</p>
<ul>
<li>Deliveries at least ${h} hours away are cancelled and refunded in full.</li>
<li>Deliveries closer than ${h} hours are already being prepared: they still arrive and are not refunded.</li>
<li>The refund is what you paid for each cancelled meal: the plan's total divided by its number of meals, times the meals cancelled. There is no cancellation fee.</li>
</ul>
<h2>How refunds are paid</h2>
<p>Refunds go back to the card you paid with, through our payment provider. Your bank usually shows them within 5 to 10 working days. We send you a tax credit note for every refund.</p>
<h2>Pauses and skips instead of cancelling</h2>
<p>If you are away, you can pause your plan or skip days up to ${h} hours before the delivery day, for up to 30 days per plan: the meals move to the end of your plan and nothing is lost.</p>
<h2>Problems with a meal</h2>
<p>If a meal arrives damaged, incomplete or not as described, tell us on the same day with a photo. We will replace it or refund it; your rights under UAE consumer protection law are not affected.</p>
<h2>Closing your account</h2>
<p>Closing your account cancels your running plans under this policy first, so you receive the same refunds.</p>`,
    },
    [LegalKind.Delivery]: {
      title: 'Delivery Policy',
      body: `
<h2>Where and when we deliver</h2>
<p>We deliver in the UAE to the areas shown at checkout, once a day on each delivery day of your plan. You choose a delivery time slot for your plan and may change it for single days from your profile. Meals are delivered chilled in insulated bags.</p>
<h2>Your address</h2>
<p>Please give a complete address (area, building, flat or villa) and a phone number the driver can reach. Changes to your address apply to deliveries at least ${h} hours away.</p>
<h2>Receiving your meals</h2>
<p>If nobody can receive the meals, the driver follows your instructions (for example, leave them with the concierge). Keep the meals refrigerated at 5°C or below and eat them on the day of delivery. Meals that could not be delivered because the address was wrong or nobody could be reached are not refunded.</p>
<h2>Delays</h2>
<p>Traffic and weather can delay a delivery. If your meals have not arrived by the end of your time slot, call us on ${s.supportPhone}.</p>
<h2>Delivery fee</h2>
<p>Delivery is included in the plan price unless checkout shows a delivery fee before you pay.</p>`,
    },
  };
}
