import { AppError } from '../../common/errors/app-error.js';
import { ADDRESS_BOOK_MAX } from './delivery-address.js';

/** Error codes of the address book (docs/decisions/0088-an-address-book-and-an-address-per-day.md). */
export const AddressErrors = {
  notFound: () => new AppError('ADDRESS_NOT_FOUND', 'This address is not in your address book.', 404),
  full: () =>
    new AppError('ADDRESS_BOOK_FULL', `You can keep at most ${ADDRESS_BOOK_MAX} addresses. Delete one first.`, 409, undefined, {
      max: ADDRESS_BOOK_MAX,
    }),
  isDefault: () =>
    new AppError('ADDRESS_IS_DEFAULT', 'The default address cannot be deleted. Make another address the default first.', 409),
  changed: () => new AppError('ADDRESS_CHANGED', 'Your address book was just changed elsewhere. Please try again.', 409),
} as const;
