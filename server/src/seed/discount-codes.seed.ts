import { Global, Injectable, Module } from '@nestjs/common';
import { DiscountCodesModule } from '../modules/discount-codes/discount-codes.module.js';
import { DiscountCodeRepository } from '../modules/discount-codes/discount-codes.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo discount codes, relative to the seed time: FRESH10 and WELCOME15 run for a year,
 * SUMMER20 has expired (answers 'Invalid discount code').
 */
export function seedDiscountCodes(now: Date) {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  return [
    { code: 'FRESH10', name: 'Fresh Start 10%', percentage: 10, startDate: days(-1), endDate: days(365), active: true },
    { code: 'WELCOME15', name: 'Welcome 15%', percentage: 15, startDate: days(-1), endDate: days(365), active: true },
    { code: 'SUMMER20', name: 'Summer 20%', percentage: 20, startDate: days(-120), endDate: days(-30), active: true },
  ];
}

/** Applies {@link seedDiscountCodes}, upserted by code (idempotent). */
@Injectable()
export class DiscountCodesSeeder {
  constructor(private readonly codes: DiscountCodeRepository) {}

  async seed(now: Date): Promise<void> {
    for (const code of seedDiscountCodes(now)) await this.codes.upsertByCode(code);
  }
}

/** Provides {@link DiscountCodesSeeder} to SeedService; global so SeedModule's imports stay unchanged. */
@Global()
@Module({ imports: [DiscountCodesModule], providers: [DiscountCodesSeeder], exports: [DiscountCodesSeeder] })
export class DiscountCodesSeedModule {}
