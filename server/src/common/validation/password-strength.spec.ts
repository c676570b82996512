import { isStrongPassword, knownWords, passwordScore } from './password-strength.js';

describe('password strength', () => {
  it("refuses passwords built on the product's own words", () => {
    for (const weak of ['freshfuel2026', 'Dubai@2026', 'FreshFuel!2026', 'freshfuel123', 'Dubai2026!', 'mealplan2026']) {
      expect([weak, isStrongPassword(weak)]).toEqual([weak, false]);
    }
  });

  it("refuses passwords built on the user's own name or e-mail", () => {
    const inputs = ['Zainab Qureshi', 'zainab.qureshi@example.ae'];
    expect(isStrongPassword('Qureshi2026!', inputs)).toBe(false);
    expect(isStrongPassword('Zainab@2026', inputs)).toBe(false);
    expect(isStrongPassword('zainab.qureshi1', inputs)).toBe(false);
    expect(isStrongPassword('Qureshi2026!')).toBe(true); // the same password for someone else
  });

  it('still accepts strong passwords', () => {
    for (const strong of ['Batch-pass-1', 'correct horse battery staple', 'Tq7#vLp9!xWm']) {
      expect([strong, passwordScore(strong) >= 3]).toEqual([strong, true]);
    }
  });

  it('splits names and e-mails into their words', () => {
    expect(knownWords(['Sara Al Ali', 'sara.ali@example.ae'])).toEqual(
      expect.arrayContaining(['freshfuel', 'dubai', 'sara al ali', 'sara', 'ali', 'sara.ali@example.ae', 'sara.ali', 'example']),
    );
  });
});
