/** The meals module's public types (the Mongoose schema stays private to the module). */
export { MealCategory } from './meal.schema.js';
export type { Meal } from './meal.schema.js';
